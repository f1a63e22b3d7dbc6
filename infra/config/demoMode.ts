import { DEMO_PASSWORD } from "../seed/demoAccounts";

/**
 * Demo mode: the seeded demo accounts share one published password (README "Demo accounts"), so
 * whoever knows it is an admin. They belong to the embedded `npm start` only. Anything that looks
 * like a deployment (a shared store, a split role, NODE_ENV=production) starts without them unless
 * SEED_DEMO=1 says otherwise, and then startApp logs demoModeWarning loudly.
 */
export interface DemoModeFacts {
  eventStore: "pglite" | "postgres" | "kurrentdb";
  role: "all" | "api" | "worker";
  /** NODE_ENV=production. */
  production: boolean;
}

export function demoModeDefault(facts: DemoModeFacts): boolean {
  return facts.eventStore === "pglite" && facts.role === "all" && !facts.production;
}

/** What to shout when demo accounts are seeded where strangers may reach them; null when that is the embedded default. */
export function demoModeWarning(facts: DemoModeFacts & { seedDemo: boolean }): string | null {
  if (!facts.seedDemo || demoModeDefault(facts)) return null;
  const where = [
    facts.eventStore !== "pglite" ? `EVENT_STORE=${facts.eventStore}` : null,
    facts.role !== "all" ? `ROLE=${facts.role}` : null,
    facts.production ? "NODE_ENV=production" : null,
  ]
    .filter((part): part is string => part !== null)
    .join(", ");
  return `SEED_DEMO is on outside the embedded store (${where}): the demo accounts, an admin among them, all have the public password ${DEMO_PASSWORD}. Anyone who can reach this server can sign in as admin. Unset SEED_DEMO for a real deployment and create the admin with npm run admin:create.`;
}
