import { z } from "zod";

/** Sessions and sign-up limits (README "Configuration"). */
export const AuthEnv = {
  /** A session unused for this long ends, whatever its absolute lifetime (default 7 days). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 90)
    .default(7 * 24 * 60),
  /** A session ends this long after sign-in, however busy it is (default 30 days). */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Accounts one client address may create per hour, at REST and GraphQL together (default 5). */
  SIGN_UPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
};

type ParsedAuthEnv = { [K in keyof typeof AuthEnv]: z.output<(typeof AuthEnv)[K]> };

export interface AuthConfig {
  sessionIdleMs: number;
  sessionLifetimeMs: number;
  signUpsPerAddressPerHour: number;
}

export function authConfigOf(env: ParsedAuthEnv): AuthConfig {
  return {
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    sessionLifetimeMs: env.SESSION_MAX_DAYS * 24 * 3600 * 1000,
    signUpsPerAddressPerHour: env.SIGN_UPS_PER_ADDRESS_PER_HOUR,
  };
}
