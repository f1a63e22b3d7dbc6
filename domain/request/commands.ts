import { z } from "zod";
import { Fils } from "../money/fils";
import { PriceLine } from "../money/priceLines";
import { Actor } from "../shared/actor";
import {
  Aed,
  Id,
  IsoTime,
  Latitude,
  Longitude,
  LongText,
  PaymentMethod,
  Place,
  Priority,
  ServiceType,
  ShortText,
} from "../shared/values";
import { RequestVehicle } from "./events";
import { GrantedAuthorization, MoneyCommand } from "./moneyCommands";

/** Every command carries who issues it and when: the decider reads no clock. */
const envelope = { actor: Actor, at: IsoTime, requestId: Id };

export const RequestService = z.object({
  type: z.literal("RequestService"),
  ...envelope,
  serviceType: ServiceType,
  priority: Priority,
  paymentMethod: PaymentMethod,
  pickup: Place,
  destination: Place.nullable(),
  vehicle: RequestVehicle,
  description: LongText.nullable(),
  estimatedPrice: Aed,
  providerId: Id.nullable(),
  towingEquipmentId: Id.nullable(),
  scheduledAt: IsoTime.nullable(),
  /** How long an offer stays open before dispatch moves on. */
  offerTtlSeconds: z.number().int().positive().max(3600),
  /**
   * The server's lines for this booking when it was not quoted first (the spec's POST /api/requests,
   * the emergency button, the simulator): the decider issues the quote in the same append. Null when
   * the stream holds a valid QuoteIssued, which then binds the booking. `estimatedPrice` is ignored
   * in favour of the quote's total.
   */
  inlineQuoteLines: z.array(PriceLine).min(1).nullable().default(null),
  /** card and apple-pay: the hold the processor granted for the quote's total; null for cash. */
  authorization: GrantedAuthorization.nullable().default(null),
});

export const OfferJob = z.object({
  type: z.literal("OfferJob"),
  ...envelope,
  providerId: Id,
  offerTtlSeconds: z.number().int().positive().max(3600),
});

/** Several offers in one append: an emergency's k providers are asked at the same moment. */
export const OfferJobs = z.object({
  type: z.literal("OfferJobs"),
  ...envelope,
  providerIds: z.array(Id).min(1, "must name at least one provider").max(50),
  offerTtlSeconds: z.number().int().positive().max(3600),
});
export const WithdrawOffer = z.object({
  type: z.literal("WithdrawOffer"),
  ...envelope,
  providerId: Id,
  reason: z.enum(["expired", "unassigned", "on-another-job", "suspended"]),
});

export const AcceptJob = z.object({ type: z.literal("AcceptJob"), ...envelope });
export const DeclineJob = z.object({
  type: z.literal("DeclineJob"),
  ...envelope,
  reason: ShortText.nullable(),
});
export const StartJob = z.object({ type: z.literal("StartJob"), ...envelope });
export const CompleteJob = z.object({
  type: z.literal("CompleteJob"),
  ...envelope,
  /** Defaults to the estimate when the provider does not state a final price. */
  finalPrice: Aed.nullable(),
});
export const CancelRequest = z.object({
  type: z.literal("CancelRequest"),
  ...envelope,
  reason: ShortText.nullable(),
  /**
   * The fee the customer was shown and confirmed (cancellationTerms); a customer cancelling after a
   * captain accepted a card booking must confirm exactly the fee that applies. Null: none confirmed.
   */
  acceptedFeeFils: Fils.nullable().default(null),
  /** The configured fee (CANCELLATION_FEE_AED), passed in by the handler: the decider reads no config. */
  cancellationFeePolicyFils: Fils,
});
/** Dispatch records a sampled position of the provider on the job (the position's own time is `at`). */
export const RecordRoutePoint = z.object({
  type: z.literal("RecordRoutePoint"),
  ...envelope,
  providerId: Id,
  latitude: Latitude,
  longitude: Longitude,
});
export const MarkUnassigned = z.object({ type: z.literal("MarkUnassigned"), ...envelope });
/** Support takes an accepted job back from a captain who abandoned it, so dispatch offers it again. */
export const ReassignJob = z.object({ type: z.literal("ReassignJob"), ...envelope, reason: ShortText });
export const PostReview = z.object({
  type: z.literal("PostReview"),
  ...envelope,
  rating: z.number().int("must be a whole number").min(1, "must be 1 to 5").max(5, "must be 1 to 5"),
  comment: z.string().max(500, "must be at most 500 characters").nullable(),
});

export const RequestCommand = z.discriminatedUnion("type", [
  RequestService,
  OfferJob,
  OfferJobs,
  WithdrawOffer,
  AcceptJob,
  DeclineJob,
  StartJob,
  CompleteJob,
  CancelRequest,
  MarkUnassigned,
  RecordRoutePoint,
  PostReview,
  ReassignJob,
  ...MoneyCommand,
]);
export type RequestCommand = z.infer<typeof RequestCommand>;
