import { auditLogProjection } from "./audit/auditLogProjection";
import type { Projection } from "./projection";
import { readModelProjections } from "./read-models";

/** Every projection the system runs: the read models and the audit log. */
export const registeredProjections: readonly Projection[] = [...readModelProjections, auditLogProjection];

export function projectionsNamed(name: string): readonly Projection[] {
  if (name === "all") return registeredProjections;
  const found = registeredProjections.find((p) => p.name === name);
  if (!found) {
    const known = registeredProjections.map((p) => p.name).join(", ");
    throw new Error(`no projection named "${name}"; known: ${known}, or "all"`);
  }
  return [found];
}
