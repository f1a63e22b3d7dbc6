import { auditLogProjection } from "../../audit/auditLogProjection";
import type { Projection } from "../../projection";
import { registeredProjections } from "../../registeredProjections";
import { countingProjection } from "./countingProjection";

/**
 * What the crash tests' projector runs. `registered` (the default) is the real set, so the
 * checksums compare every read model the system has; `runner` is the audit log plus a counting
 * projection, a quicker check of the runner alone (50,000 events through a dozen kills: 17 s here
 * against 24 s for the real set, on 2 idle cores).
 */
export function crashTestProjections(set = process.env.PROJECTIONS ?? "registered"): readonly Projection[] {
  if (set === "registered") return registeredProjections;
  if (set === "runner") return [auditLogProjection, countingProjection({ name: "crash_counting" })];
  throw new Error(`PROJECTIONS must be "runner" or "registered", not "${set}"`);
}
