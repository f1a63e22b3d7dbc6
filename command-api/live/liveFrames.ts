import { z } from "zod";
import type { OfferView } from "./offerView";

/** Spec §7 real-time channel: what a client may send. */
export const AuthenticateFrame = z.object({
  type: z.literal("authenticate"),
  userId: z.string({ error: "userId: is required" }).min(1, "userId: is required").max(64),
});

export const LocationUpdateFrame = z.object({
  type: z.literal("location_update"),
  userId: z.string({ error: "userId: is required" }).min(1, "userId: is required").max(64),
  userType: z.enum(["customer", "provider"], { error: "userType: must be customer or provider" }),
  latitude: z
    .number({ error: "latitude: must be a number" })
    .min(-90, "latitude: must be between -90 and 90")
    .max(90, "latitude: must be between -90 and 90"),
  longitude: z
    .number({ error: "longitude: must be a number" })
    .min(-180, "longitude: must be between -180 and 180")
    .max(180, "longitude: must be between -180 and 180"),
});

export const PingFrame = z.object({ type: z.literal("ping") });

export const INBOUND_TYPES = ["authenticate", "location_update", "ping"] as const;

export const InboundFrame = z.discriminatedUnion(
  "type",
  [AuthenticateFrame, LocationUpdateFrame, PingFrame],
  {
    error: `type: must be one of ${INBOUND_TYPES.join(", ")}`,
  },
);
export type InboundFrame = z.infer<typeof InboundFrame>;

/** What the server sends. `error` frames answer a bad message; the connection stays open. */
export type OutboundFrame =
  | { type: "authenticated"; userId: string; userType: string }
  | { type: "error"; error: string; retryAfterMs?: number }
  | { type: "pong" }
  | { type: "new_request"; request: OfferView }
  /** The offer ended for this provider without them holding the job: no request body, by design. */
  | { type: "offer_closed"; requestId: string }
  | { type: "request_update"; request: unknown; status: string; message: string | null }
  | {
      type: "location_update";
      userId: string;
      userType: string;
      latitude: number;
      longitude: number;
      at: string;
    }
  | { type: "chat_message"; requestId: string };
