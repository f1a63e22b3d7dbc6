import { auditLogProjection } from "../../audit/auditLogProjection";
import { registeredProjections } from "../../cli/registeredProjections";
import type { Projection } from "../../projection";
import { countingProjection } from "./countingProjection";

/**
 * What the crash test's projector runs. `registered` is the real set; `runner` (the default) is
 * the audit log plus a counting projection, which replay fast enough to put 50,000 events
 * through a dozen kills in well under a minute (the read models' own replay rates are in the bench).
 */
export function crashTestProjections(set = process.env.PROJECTIONS ?? "runner"): readonly Projection[] {
  if (set === "registered") return registeredProjections;
  if (set === "runner") return [auditLogProjection, countingProjection({ name: "crash_counting" })];
  throw new Error(`PROJECTIONS must be "runner" or "registered", not "${set}"`);
}
