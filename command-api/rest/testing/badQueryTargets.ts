import fc from "fast-check";
import { SORT_COLUMNS } from "../../../projections/read-models/provider-dashboard/queries";
import type { TargetIds } from "./badInputTargets";
import { DEMO } from "./demoActors";

/** A read path that takes query parameters, and for each parameter values it must refuse with 400. */
export interface ReadTarget {
  name: string;
  url(ids: TargetIds): string;
  as: "customer" | "provider";
  /** Invalid values per query parameter: each must answer 400 naming that parameter. */
  breakers: Record<string, fc.Arbitrary<string>>;
}

const base64url = (text: string) => Buffer.from(text).toString("base64url");

/**
 * What a keyset cursor must refuse: free text, and base64url JSON that is almost one of ours
 * (a date JavaScript accepts and PostgreSQL does not, an id with a NUL byte, the wrong shape).
 */
const junkCursor: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 60 }),
  fc.constant("%"),
  fc.constant("-1"),
  fc.jsonValue({ maxDepth: 2 }).map((value) => base64url(JSON.stringify(value))),
  fc
    .constantFrom("1", "2024-02-30T00:00:00.000Z", "2024-13-01", "+275760-09-13T00:00:00.000Z", "Tue 1 Jan")
    .map((time) => base64url(JSON.stringify([time, "0190f0f0-0000-7000-8000-000000000000"]))),
  fc
    .constantFrom("a\u0000b", "", "x".repeat(65), "../etc", "id with spaces")
    .map((id) => base64url(JSON.stringify(["2024-01-01T00:00:00.000Z", id]))),
  fc.constant(base64url(JSON.stringify(["2024-01-01T00:00:00.000Z"]))),
);
const junkLimit = fc.oneof(
  fc.constantFrom("0", "-1", "501", "1.5", "abc", "1e9", "", " ", "NaN", "Infinity"),
  fc.integer({ min: 501 }).map(String),
);

export const READ_TARGETS: ReadTarget[] = [
  {
    name: "customer history",
    url: () => `/api/requests/customer/${DEMO.customer.id}`,
    as: "customer",
    breakers: { cursor: junkCursor, limit: junkLimit },
  },
  {
    name: "provider history",
    url: () => `/api/requests/provider/${DEMO.provider.id}`,
    as: "provider",
    breakers: { cursor: junkCursor, limit: junkLimit },
  },
  {
    name: "provider dashboard rows",
    url: () => "/api/provider/requests",
    as: "provider",
    breakers: {
      page: fc.constantFrom("0", "-3", "1.5", "x", "100001"),
      limit: fc.constantFrom("30", "0", "abc", "501", "1.5"),
      sortBy: fc.string({ maxLength: 20 }).filter((s) => !(SORT_COLUMNS as readonly string[]).includes(s)),
      sortDirection: fc.string({ maxLength: 10 }).filter((s) => s !== "asc" && s !== "desc"),
      status: fc.constantFrom("nope", "ALL", "1"),
    },
  },
  {
    name: "chat since",
    url: (ids) => `/api/chat/${ids.accepted}`,
    as: "customer",
    breakers: { after: fc.constantFrom("", "   ", "x".repeat(65), "../../etc/passwd") },
  },
];
