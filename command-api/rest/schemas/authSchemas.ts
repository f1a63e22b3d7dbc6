import { z } from "zod";
import { Email, Phone } from "../../../domain/shared/values";
import { passwordProblem } from "../../auth/passwordPolicy";
import { LatitudeInput, LongitudeInput } from "./commonSchemas";

/** Spec §3/§5 sign-up: the spec's own messages where it has them. */
export const RegisterBody = z.object({
  name: z
    .string({ error: "Please fill in all required fields" })
    .trim()
    .min(1, "Please fill in all required fields")
    .max(200, "must be at most 200 characters"),
  email: z.string({ error: "Please fill in all required fields" }).pipe(Email),
  password: z
    .string({ error: "Please fill in all required fields" })
    .min(1, "Please fill in all required fields")
    .superRefine((password, ctx) => {
      const problem = passwordProblem(password);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  phone: z.string({ error: "Please fill in all required fields" }).pipe(Phone),
  /** Admins are never self-registered. */
  userType: z.enum(["customer", "provider"], { error: "must be customer or provider" }).default("customer"),
  latitude: LatitudeInput.optional(),
  longitude: LongitudeInput.optional(),
  /** Spec §9: true for customers, false for providers; a provider who sends true goes online. */
  isOnline: z.boolean({ error: "must be true or false" }).optional(),
});

export const LoginBody = z.object({
  email: z.string({ error: "Please fill in all fields" }).trim().min(1, "Please fill in all fields").max(254),
  password: z.string({ error: "Please fill in all fields" }).min(1, "Please fill in all fields").max(200),
});

/** What signing out everywhere, or an admin's revocation, ended. */
export const SessionsEnded = z.object({ sessionsEnded: z.number().int() });

/** Spec §3: "Login response reads id, userType and name". */
export const AuthUser = z.object({
  id: z.string(),
  userType: z.enum(["customer", "provider", "admin"]),
  name: z.string(),
  email: z.string(),
  /** Whether the owner opened the link mailed at sign-up (captains must before going online). */
  emailVerified: z.boolean(),
  /** Sign-up only: why a captain who asked to start online was registered offline. */
  offlineReason: z.string().optional(),
});
export type AuthUser = z.infer<typeof AuthUser>;
