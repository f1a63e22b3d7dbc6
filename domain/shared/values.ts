import { z } from "zod";

/** Value schemas shared by commands and events. Bounds are ours: the spec names none on the server. */

export const Id = z.string().trim().min(1, "must not be empty").max(64, "must be at most 64 characters");
export const IsoTime = z.iso.datetime({ offset: true });
export const Latitude = z.number().finite().min(-90).max(90);
export const Longitude = z.number().finite().min(-180).max(180);
export const Aed = z.number().finite().nonnegative().max(1_000_000);

export const ServiceType = z.enum(["towing", "jump-start", "tire-change", "fuel-delivery"]);
export type ServiceType = z.infer<typeof ServiceType>;

/** History uses emergency/high/normal/low, the dashboard low..critical, the emergency button urgent. */
export const Priority = z.enum(["low", "normal", "high", "urgent", "critical", "emergency"]);
export type Priority = z.infer<typeof Priority>;

export const PaymentMethod = z.enum(["card", "cash", "apple-pay"]);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const UserType = z.enum(["customer", "provider", "admin"]);
export type UserType = z.infer<typeof UserType>;

export const Emirate = z.enum([
  "Dubai",
  "Abu Dhabi",
  "Sharjah",
  "Ajman",
  "Ras Al Khaimah",
  "Fujairah",
  "Umm Al Quwain",
]);
export type Emirate = z.infer<typeof Emirate>;

/** Towing flow and profile form together (spec §3 UserVehicle). */
export const VehicleType = z.enum([
  "sedan",
  "suv",
  "luxury",
  "heavy-suv",
  "truck",
  "motorcycle",
  "hatchback",
  "coupe",
]);
export type VehicleType = z.infer<typeof VehicleType>;

export const FuelType = z.enum(["petrol", "diesel", "electric", "hybrid"]);

export const ShortText = z.string().trim().max(200, "must be at most 200 characters");
export const RequiredText = z
  .string()
  .trim()
  .min(1, "is required")
  .max(200, "must be at most 200 characters");
export const LongText = z.string().trim().max(2000, "must be at most 2000 characters");

/** UAE and international numbers: digits with optional +, spaces, dashes and parentheses. */
export const Phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, "must be a phone number such as +971 50 123 4567");

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("must be a valid email address").max(254, "must be at most 254 characters"));

/** Emirates ID: 784-YYYY-NNNNNNN-C. */
export const EmiratesId = z
  .string()
  .trim()
  .regex(/^784-\d{4}-\d{7}-\d$/, "must look like 784-XXXX-XXXXXXX-X");

export const Place = z.object({
  location: RequiredText,
  latitude: Latitude,
  longitude: Longitude,
});
export type Place = z.infer<typeof Place>;
