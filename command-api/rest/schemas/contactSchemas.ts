import { z } from "zod";
import { Relationship } from "../../../domain/account/events";
import { Phone } from "../../../domain/shared/values";
import { IdInput } from "./commonSchemas";

/** Spec §5: name and phone required and trimmed ("Missing Information: ..."). */
const MISSING = "Missing Information: Please fill in both name and phone number";

export const AddContactBody = z.object({
  userId: IdInput,
  contactName: z.string({ error: MISSING }).trim().min(1, MISSING).max(200, "must be at most 200 characters"),
  contactPhone: z.string({ error: MISSING }).trim().min(1, MISSING).pipe(Phone),
  relationship: Relationship.default("family"),
});

/** Spec §3 Emergency contact. */
export const EmergencyContact = z.object({
  id: z.string(),
  userId: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  relationship: z.string(),
});
