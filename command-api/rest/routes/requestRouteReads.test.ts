import { describe, expect, it } from "vitest";
import type { ProviderListing } from "../../../projections/read-models/provider-directory/queries";
import type { ServiceRequestView } from "../../../projections/read-models/request-history/queries";
import { createRequestRouteReads } from "./requestRouteReads";

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Fetches that record what each call asked for and answer with rows for the ids they know. */
function recordingFetches(known: { providers: string[]; requests: string[] }) {
  const calls = { providers: [] as string[][], requests: [] as string[][] };
  let requestRows = known.requests;
  return {
    calls,
    /** From now on the requests table holds these ids (a projection committed). */
    commitRequests(ids: string[]) {
      requestRows = ids;
    },
    fetches: {
      async providers(ids: readonly string[]) {
        calls.providers.push([...ids]);
        return ids.filter((id) => known.providers.includes(id)).map((id) => ({ id }) as ProviderListing);
      },
      async requests(ids: readonly string[]) {
        calls.requests.push([...ids]);
        // What the table held when the query ran.
        const rows = requestRows;
        await turn();
        return ids.filter((id) => rows.includes(id)).map((id) => ({ id }) as ServiceRequestView);
      },
    },
  };
}

describe("the reads of the request routes", () => {
  it("bookings that arrive together share one query for their chosen providers and one for their requests", async () => {
    const { calls, fetches } = recordingFetches({ providers: ["p1", "p2"], requests: ["r1", "r2", "r3"] });
    const reads = createRequestRouteReads(fetches);
    const providers = await Promise.all(["p1", "p2", "p1", "p9"].map((id) => reads.provider(id)));
    const requests = await Promise.all(["r1", "r2", "r3"].map((id) => reads.request(id)));

    expect(calls.providers).toEqual([["p1", "p2", "p9"]]);
    expect(calls.requests).toEqual([["r1", "r2", "r3"]]);
    expect(providers.map((p) => p?.id)).toEqual(["p1", "p2", "p1", undefined]);
    expect(requests.map((r) => r?.id)).toEqual(["r1", "r2", "r3"]);
  });

  it("a request asked for after its write committed is read by a query that started after that", async () => {
    const { calls, fetches, commitRequests } = recordingFetches({ providers: [], requests: [] });
    const reads = createRequestRouteReads(fetches);
    const early = reads.request("r-old");
    await turn(); // that query is running
    commitRequests(["r-old", "r-new"]);
    const late = reads.request("r-new");

    expect((await early)?.id).toBeUndefined();
    expect((await late)?.id).toBe("r-new");
    expect(calls.requests).toEqual([["r-old"], ["r-new"]]);
  });
});
