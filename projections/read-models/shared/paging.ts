import { DomainError } from "../../../domain/shared/domainError";

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
    throw new DomainError(
      "bad_input",
      "input.wholeNumberRange",
      { field: "limit", min: 1, max: MAX_PAGE_SIZE },
      "limit",
    );
  }
  return limit;
}

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.time, cursor.id])).toString("base64url");
}

/** The ids this query pages over (UUIDs, ULIDs): anything else in a cursor was not written by us. */
const CURSOR_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A cursor comes back from the client, so it is input like any other: only what `encodeCursor`
 * wrote passes. The time must be `toISOString`'s own form and round-trip through it (a lax date
 * such as "2020-02-30" or "1" would reach PostgreSQL and fail there) and the id must look like one of ours.
 */
export function decodeCursor(text: string): KeysetCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === "string" &&
      typeof parsed[1] === "string" &&
      isIsoInstant(parsed[0]) &&
      CURSOR_ID.test(parsed[1])
    ) {
      return { time: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through to the error below: a malformed cursor is the caller's mistake, not ours
  }
  throw new DomainError("bad_input", "input.unknownCursor", { field: "cursor" }, "cursor");
}

/** Four-digit years from 1000 only: PostgreSQL has no year 0 and does not read "+275760-…". */
const ISO_INSTANT = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function isIsoInstant(text: string): boolean {
  const time = new Date(text);
  return ISO_INSTANT.test(text) && !Number.isNaN(time.getTime()) && time.toISOString() === text;
}
