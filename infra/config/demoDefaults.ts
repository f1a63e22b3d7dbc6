import { demoModeDefault } from "./demoMode";

/** `npm start` with the embedded store is the demo: a live fleet of this many captains. */
export const DEMO_FLEET_SIZE = 40;
/** A gentle demand, enough that the admin's live overview moves: two requests a minute. */
export const DEMO_DEMAND_PER_MINUTE = 2;
/** About two months of recent history, so charts, leaderboards and histories have something to show. */
export const DEMO_HISTORY_DAYS = 60;

/**
 * What `npm start` (infra/main.ts) adds to the environment when it runs the demo: the embedded
 * store, one process, not production (demoModeDefault). Each variable the environment sets itself
 * (even to 0) wins; anywhere else nothing is added, so loadConfig's defaults (all 0) hold, and
 * tests that call loadConfig directly get no fleet, demand or history unless they ask.
 */
export function withDemoDefaults(
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const demo = demoModeDefault({
    eventStore: (env.EVENT_STORE || "pglite") as "pglite" | "postgres" | "kurrentdb",
    role: (env.ROLE || "all") as "all" | "api" | "worker",
    production: env.NODE_ENV === "production",
  });
  if (!demo) return env;
  const unset = (name: string) => env[name] === undefined || env[name] === "";
  return {
    ...env,
    ...(unset("SIMULATE_FLEET") ? { SIMULATE_FLEET: String(DEMO_FLEET_SIZE) } : {}),
    ...(unset("SIMULATE_DEMAND") ? { SIMULATE_DEMAND: String(DEMO_DEMAND_PER_MINUTE) } : {}),
    ...(unset("SEED_HISTORY_DAYS") ? { SEED_HISTORY_DAYS: String(DEMO_HISTORY_DAYS) } : {}),
  };
}
