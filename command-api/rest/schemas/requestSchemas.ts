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
