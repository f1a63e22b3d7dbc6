import { type Change, CriticalityLevel, diff } from "@graphql-inspector/core";
import { buildSchema } from "graphql";

/**
 * A breaking change the team accepted on purpose, listed in graphql/breaking-changes.json: `path` as
 * GraphQL Inspector reports it (e.g. `Query.provider`, `ServiceRequest.vehicleMake`,
 * `Query.providersNear.limit`), optionally the change `type` (e.g. FIELD_REMOVED), and why.
 */
export interface MarkedChange {
  path: string;
  type?: string;
  reason: string;
}

export interface SchemaComparison {
  /** Breaking and not marked: these fail the check. */
  unmarked: Change[];
  /** Breaking, but listed with a reason. */
  marked: Change[];
  /** Not breaking for existing operations, but may change what they see (e.g. a new enum value). */
  dangerous: Change[];
  /** Marks that matched no change: the change they allowed is no longer in the diff. */
  unusedMarks: MarkedChange[];
}

const matches = (mark: MarkedChange, change: Change): boolean =>
  mark.path === change.path && (mark.type === undefined || mark.type === change.type);

/** Compares two SDL texts the way a client of the old one would be affected by the new one. */
export async function compareSchemas(
  oldSdl: string,
  newSdl: string,
  marks: readonly MarkedChange[],
): Promise<SchemaComparison> {
  const changes = await diff(buildSchema(oldSdl), buildSchema(newSdl));
  const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
  const isMarked = (change: Change) => marks.some((mark) => matches(mark, change));
  return {
    unmarked: breaking.filter((c) => !isMarked(c)),
    marked: breaking.filter(isMarked),
    dangerous: changes.filter((c) => c.criticality.level === CriticalityLevel.Dangerous),
    unusedMarks: marks.filter((mark) => !breaking.some((change) => matches(mark, change))),
  };
}

/** Reads the marks file's `changes`, refusing entries without a path or a reason. */
export function parseMarkedChanges(json: string): MarkedChange[] {
  const parsed: unknown = JSON.parse(json);
  const changes = (parsed as { changes?: unknown }).changes;
  if (!Array.isArray(changes)) throw new Error("breaking-changes.json: `changes` must be a list");
  return changes.map((entry: unknown, index) => {
    const { path, type, reason } = (entry ?? {}) as Record<string, unknown>;
    if (typeof path !== "string" || path === "")
      throw new Error(`breaking-changes.json: changes[${index}] needs a path`);
    if (typeof reason !== "string" || reason.trim() === "")
      throw new Error(`breaking-changes.json: changes[${index}] (${path}) needs a reason`);
    if (type !== undefined && typeof type !== "string")
      throw new Error(`breaking-changes.json: changes[${index}] (${path}) type must be text`);
    return type === undefined ? { path, reason } : { path, type, reason };
  });
}

/** One line per change, for test failures and the printed report. */
export const describeChange = (change: Change): string =>
  `${change.type} at ${change.path ?? "(schema)"}: ${change.message}`;
