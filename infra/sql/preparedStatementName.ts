import { createHash } from "node:crypto";

/**
 * Past this many distinct texts asked to be prepared, the rest run unprepared: a caller that builds
 * texts per call by mistake then costs plans, not memory in every connection without end.
 */
const MAX_PREPARED_TEXTS = 500;

const names = new Map<string, string>();
/** Texts that are no longer prepared (see stopPreparing). */
const refused = new Set<string>();

/**
 * The name a prepared statement gets on every connection, or undefined (run it unprepared).
 * Derived from the text, so call sites with the same text share one statement and two texts never
 * share a name (pg refuses a name it prepared with another text). Remembered: the texts are constants.
 */
export function preparedStatementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_PREPARED_TEXTS || refused.has(text)) return undefined;
    name = `roadside_${createHash("sha256").update(text).digest("hex").slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

/** From now on the text runs unprepared (its prepared form was refused, see pgSql.ts). */
export function stopPreparing(text: string): void {
  names.delete(text);
  refused.add(text);
}
