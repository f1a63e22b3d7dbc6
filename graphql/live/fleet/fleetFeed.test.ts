import { afterEach, describe, expect, it } from "vitest";
import type { Sql } from "../../../domain/ports/sql";
import { createInProcessLiveBus } from "../../../infra/livebus/inProcessLiveBus";
import type { SharedJson } from "../sharedJson";
import { FleetFeed } from "./fleetFeed";
import type { LivePositionsPort, ReportedPosition } from "./livePositionsPort";

/** The directory's online providers as the feed's first picture (the only query it makes here). */
function directory(rows: { id: string; latitude: number; longitude: number; services: string[] }[]): Sql {
  return {
    query: async <R>() => ({
      rows: rows.map((r) => ({
        provider_id: r.id,
        services: r.services,
        latitude: r.latitude,
        longitude: r.longitude,
        position_at: null,
      })) as R[],
      rowCount: rows.length,
    }),
    transaction: () => {
      throw new Error("not used");
    },
  };
}

function positions(): LivePositionsPort & {
  move(userId: string, latitude: number, longitude: number): void;
} {
  const listeners = new Set<(position: ReportedPosition) => void>();
  const move = (userId: string, latitude: number, longitude: number) => {
    for (const listener of listeners)
      listener({ userId, userType: "provider", latitude, longitude, at: new Date().toISOString() });
  };
  return {
    report: async (p) => move(p.userId, p.latitude, p.longitude),
    onPosition: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    of: () => null,
    move,
  };
}

const decode = (batch: SharedJson) =>
  JSON.parse(batch.bytes.toString()) as { ids: string[]; headings: (number | null)[] };
const DUBAI = { south: 25.0, west: 55.0, north: 25.4, east: 55.5 };
const nextTick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("FleetFeed", () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it("builds one batch per view and hands the same bytes to every subscriber of it", async () => {
    const live = positions();
    const feed = new FleetFeed({
      sql: directory([
        { id: "in", latitude: 25.2, longitude: 55.27, services: ["towing"] },
        { id: "fuel-only", latitude: 25.21, longitude: 55.28, services: ["fuel-delivery"] },
        { id: "abu-dhabi", latitude: 24.45, longitude: 54.38, services: ["towing"] },
      ]),
      liveBus: createInProcessLiveBus(),
      livePositions: live,
      clock: { now: () => new Date() },
      batchMs: 20,
      onError: (error) => {
        throw error;
      },
    });
    const first: SharedJson[] = [];
    const second: SharedJson[] = [];
    const everything: SharedJson[] = [];
    stops.push(await feed.subscribe(DUBAI, "towing", (batch) => first.push(batch)));
    stops.push(await feed.subscribe({ ...DUBAI }, "towing", (batch) => second.push(batch)));
    stops.push(await feed.subscribe(DUBAI, null, (batch) => everything.push(batch)));
    expect(feed.viewCount).toBe(2);
    expect(decode(first[0]!).ids).toEqual(["in"]);
    expect(decode(everything[0]!).ids).toEqual(["in", "fuel-only"]);

    live.move("in", 25.201, 55.271);
    live.move("abu-dhabi", 24.46, 54.39);
    await nextTick(60);
    expect(first[1]).toBe(second[1]);
    expect(decode(first[1]!)).toMatchObject({ ids: ["in"] });
    // Moved north-east: a heading between 0 and 90 degrees.
    expect(decode(first[1]!).headings[0]).toBeGreaterThan(0);
    expect(decode(first[1]!).headings[0]).toBeLessThan(90);
    expect(first).toHaveLength(2);
  });

  it("stops listening when the last subscriber leaves", async () => {
    const live = positions();
    const feed = new FleetFeed({
      sql: directory([]),
      liveBus: createInProcessLiveBus(),
      livePositions: live,
      clock: { now: () => new Date() },
      batchMs: 20,
      onError: () => {},
    });
    const stop = await feed.subscribe(DUBAI, null, () => {});
    stop();
    expect(feed.viewCount).toBe(0);
  });
});
