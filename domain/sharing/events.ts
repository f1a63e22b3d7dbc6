import { z } from "zod";
import { Id, IsoTime, Phone, RequiredText } from "../shared/values";

/**
 * The customer shares a live trip with family (spec §3 Family share). The token opens a public
 * tracking link; it stops working when the job ends (completed, cancelled or unassigned).
 */
export const TripShared = z.object({
  type: z.literal("TripShared"),
  data: z.object({
    shareId: Id,
    requestId: Id,
    /** Unguessable: whoever holds it can follow the trip, so at least 128 bits of randomness. */
    shareToken: z.string().min(22).max(128),
    sharedWithName: RequiredText,
    sharedWithPhone: Phone,
    includeLocation: z.boolean(),
    includeETA: z.boolean(),
    includeProviderDetails: z.boolean(),
    sharedBy: Id,
    sharedAt: IsoTime,
  }),
});

export const SharingEvent = z.discriminatedUnion("type", [TripShared]);
export type SharingEvent = z.infer<typeof SharingEvent>;
