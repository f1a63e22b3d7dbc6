import { z } from "zod";
import { serviceTypeInputSchema } from "../../../domain/rules/serviceTypes";
import { FuelType, PaymentMethod, Priority, VehicleType } from "../../../domain/shared/values";
import {
  AedInput,
  IdInput,
  IsoTimeInput,
  LatitudeInput,
  LongitudeInput,
  numberInput,
  optionalText,
  QueryNumber,
  requiredText,
} from "./commonSchemas";

const VehicleYearInput = z
  .union(
    [
      numberInput(
        z
          .number()
          .int("must be a whole number")
          .min(1950, "must be 1950 or later")
          .max(2100, "must be 2100 or earlier"),
      ),
      z.literal(""),
    ],
    {
      error: "must be a year such as 2021",
    },
  )
  .nullish()
  .transform((year) => (year === "" || year === undefined ? null : year));

/** The emergency button sends `vehicleDetails` instead of the flat vehicle fields (spec §3). */
const VehicleDetails = z.object({
  make: optionalText(60),
  model: optionalText(60),
  year: VehicleYearInput,
  color: optionalText(200),
});

/** The towing flow's selected truck: its id, or the truck object the map handed over. */
const SelectedTruck = z.union([IdInput, z.object({ id: IdInput })], { error: "must be a truck id" });

/** Spec §3 booking payload (quick booking, schedule, towing and the emergency button). */
export const BookingBody = z
  .object({
    customerId: IdInput,
    providerId: IdInput.nullish().transform((v) => v ?? null),
    serviceType: serviceTypeInputSchema,
    pickupLocation: requiredText(200),
    pickupLatitude: LatitudeInput,
    pickupLongitude: LongitudeInput,
    destination: optionalText(200),
    destinationLatitude: LatitudeInput.nullish(),
    destinationLongitude: LongitudeInput.nullish(),
    vehicleId: IdInput.nullish(),
    vehicleMake: optionalText(60),
    vehicleModel: optionalText(60),
    vehicleYear: VehicleYearInput,
    vehicleColor: optionalText(200),
    licensePlate: optionalText(200),
    vehicleType: VehicleType.nullish(),
    fuelType: FuelType.nullish(),
    vehicleDetails: VehicleDetails.nullish(),
    description: optionalText(2000),
    estimatedPrice: AedInput.nullish(),
    priority: Priority.nullish(),
    paymentMethod: PaymentMethod.nullish(),
    scheduledAt: IsoTimeInput.nullish(),
    towingEquipmentId: IdInput.nullish(),
    selectedTowingEquipment: SelectedTruck.nullish(),
    /** The quote the customer confirmed (POST /api/quotes); absent: priced now by the same rule. */
    quoteId: IdInput.nullish().transform((v) => v ?? null),
    /** card and apple-pay: the card's token from the payment form. */
    paymentToken: z
      .string({ error: "must be text" })
      .trim()
      .max(255, "must be at most 255 characters")
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((body, ctx) => {
    if (!(body.vehicleMake ?? body.vehicleDetails?.make))
      ctx.addIssue({ code: "custom", path: ["vehicleMake"], message: "is required" });
    if (!(body.vehicleModel ?? body.vehicleDetails?.model))
      ctx.addIssue({ code: "custom", path: ["vehicleModel"], message: "is required" });
    if (body.destination !== null) {
      if (body.destinationLatitude == null)
        ctx.addIssue({
          code: "custom",
          path: ["destinationLatitude"],
          message: "is required with a destination",
        });
      if (body.destinationLongitude == null)
        ctx.addIssue({
          code: "custom",
          path: ["destinationLongitude"],
          message: "is required with a destination",
        });
    }
  });
export type BookingBody = z.output<typeof BookingBody>;

/** The dashboard's buttons (spec §2.10, §4) and the customer's cancel. */
export const STATUS_CHANGES = ["accepted", "declined", "in-progress", "completed", "cancelled"] as const;

export const RequestStatusPatch = z.object({
  status: z.enum(STATUS_CHANGES, { error: `must be one of ${STATUS_CHANGES.join(", ")}` }),
  /** Why (decline, cancel); optional. */
  reason: optionalText(200),
  /** Completing with a price other than the estimate. */
  finalPrice: AedInput.nullish(),
  /** Cancelling: the fee the customer confirmed, AED incl. VAT (see cancellationTerms). */
  acceptedFee: AedInput.nullish(),
});

/** POST /api/quotes: what to price (spec §9). */
export const QuoteBody = z.object({
  serviceType: serviceTypeInputSchema,
  providerId: IdInput.nullish().transform((v) => v ?? null),
  pickupLatitude: LatitudeInput,
  pickupLongitude: LongitudeInput,
  scheduledAt: IsoTimeInput.nullish().transform((v) => v ?? null),
});

const PriceLineJson = z.object({
  code: z
    .string()
    .describe("service, rank-price, weekend-surcharge, off-hours-surcharge, extra, cancellation-fee, refund"),
  description: z.string(),
  rank: z.number().nullable(),
  note: z.string().nullable(),
  grossAed: z.number().describe("AED incl. VAT"),
  netAed: z.number(),
  vatAed: z.number(),
});

/** The server's quote, as GraphQL's Quote: book with its id as quoteId within validUntil. */
export const QuoteJson = z.object({
  id: z.string(),
  serviceType: z.string(),
  providerId: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  lines: z.array(PriceLineJson),
  totalAed: z.number().describe("AED incl. VAT"),
  netAed: z.number(),
  vatAed: z.number(),
  vatRatePercent: z.number(),
  issuedAt: z.string(),
  validUntil: z.string(),
});

export const RequestListQuery = z.object({
  limit: QueryNumber(
    z.number().int("must be a whole number").min(1, "must be 1 to 500").max(500, "must be 1 to 500"),
  ).optional(),
  cursor: z.string().max(200, "must be at most 200 characters").optional(),
});

/** Spec §3 Service request, as the history screen reads it. */
export const ServiceRequest = z.object({
  id: z.string(),
  customerId: z.string(),
  providerId: z.string().nullable(),
  serviceType: z.string(),
  status: z.string(),
  priority: z.string(),
  paymentMethod: z.string(),
  pickupLocation: z.string(),
  pickupLatitude: z.number(),
  pickupLongitude: z.number(),
  pickupEmirate: z.string(),
  destination: z.string().nullable(),
  destinationLatitude: z.number().nullable(),
  destinationLongitude: z.number().nullable(),
  vehicleId: z.string().nullable(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleYear: z.number().nullable(),
  vehicleColor: z.string().nullable(),
  licensePlate: z.string().nullable(),
  vehicleType: z.string().nullable(),
  fuelType: z.string().nullable(),
  vehicleDetails: z.object({
    make: z.string(),
    model: z.string(),
    year: z.number().nullable(),
    color: z.string().nullable(),
  }),
  description: z.string().nullable(),
  estimatedPrice: z.number().describe("AED"),
  finalPrice: z.number().nullable(),
  towingEquipmentId: z.string().nullable(),
  offeredTo: z.array(z.string()),
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  customerRating: z.number().nullable(),
  customerReview: z.string().nullable(),
  providerRating: z.number().nullable(),
  providerReview: z.string().nullable(),
});
