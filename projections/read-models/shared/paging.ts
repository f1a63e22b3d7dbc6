/** Keyset paging on (time, id), newest first: stable while rows are inserted, no deep-OFFSET cost. */
export interface PageRequest {
  /** 1..500; default 50. */
  limit?: number;
  /** `nextCursor` of the previous page. */
  cursor?: string | null;
}

export interface Page<T> {
  items: T[];
  /** Null on the last page. */
  nextCursor: string | null;
}

export interface KeysetCursor {
  time: string;
  id: string;
}

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

export function pageSize(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new RangeError(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}, got ${limit}`);
  }
  return limit;
}

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.time, cursor.id])).toString("base64url");
}

export function decodeCursor(text: string): KeysetCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === "string" &&
      typeof parsed[1] === "string" &&
      !Number.isNaN(Date.parse(parsed[0]))
    ) {
      return { time: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through to the error below: a malformed cursor is the caller's mistake, not ours
  }
  throw new RangeError("cursor is not one this query returned");
}
