import { z } from "zod";
import { RequestParties } from "../request/parties";
import { Actor } from "../shared/actor";
import { Id, IsoTime, Phone, RequiredText } from "../shared/values";

/** The token is drawn by the handler (randomness stays out of the domain); the decider only records it. */
export const ShareTrip = z.object({
  type: z.literal("ShareTrip"),
  actor: Actor,
  at: IsoTime,
  requestId: Id,
  request: RequestParties,
  shareId: Id,
  shareToken: z.string().min(22).max(128),
  sharedWithName: RequiredText,
  sharedWithPhone: Phone,
  includeLocation: z.boolean(),
  includeETA: z.boolean(),
  includeProviderDetails: z.boolean(),
});

export const SharingCommand = z.discriminatedUnion("type", [ShareTrip]);
export type SharingCommand = z.infer<typeof SharingCommand>;
