import { z } from "zod";
import { FuelType, VehicleType } from "../../../domain/shared/values";
import { IdInput, numberInput, optionalText, requiredText } from "./commonSchemas";

/** Spec §5 Add vehicle: name, plate, make and model required; the rest optional. */
export const AddVehicleBody = z.object({
  userId: IdInput,
  vehicleName: requiredText(200),
  vehicleMake: requiredText(200),
  vehicleModel: requiredText(200),
  licensePlate: requiredText(200),
  vehicleYear: z
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
      { error: "must be a year such as 2021" },
    )
    .nullish()
    .transform((year) => (year === "" || year === undefined ? null : year)),
  vehicleColor: optionalText(200),
  vehicleType: VehicleType.nullish().transform((v) => v ?? null),
  fuelType: FuelType.nullish().transform((v) => v ?? null),
  isDefault: z.boolean({ error: "must be true or false" }).optional(),
});

/** Spec §3 UserVehicle. */
export const UserVehicle = z.object({
  id: z.string(),
  userId: z.string(),
  vehicleName: z.string(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleYear: z.number().nullable(),
  vehicleColor: z.string().nullable(),
  licensePlate: z.string(),
  vehicleType: z.string().nullable(),
  fuelType: z.string().nullable(),
  isDefault: z.boolean(),
});
