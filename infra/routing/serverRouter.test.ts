import { afterEach, describe, expect, it } from "vitest";
import type { RouteQuery } from "../../domain/ports/router";
import { estimateRoute } from "../../domain/rules/routeEstimate";
import { type FakeReply, type SeenRequest, startFakeRoutingServer } from "./fakeRoutingServer";
import { encodePolyline6 } from "./polyline6";
import { type RouterKind, serverRouter } from "./serverRouter";

const burjKhalifa = { latitude: 25.197197, longitude: 55.274376 };
const dubaiMall = { latitude: 25.198765, longitude: 55.279605 };
const query = (preference: RouteQuery["preference"]): RouteQuery => ({
  from: burjKhalifa,
  to: dubaiMall,
  preference,
});

/** Two OSRM routes as its HTTP API answers them: the first (fastest) is the longer. */
const osrmOk = {
  code: "Ok",
  routes: [
    {
      geometry: {
        type: "LineString",
        coordinates: [
          [55.274376, 25.197197],
          [55.2771, 25.1969],
          [55.279605, 25.198765],
        ],
      },
      legs: [{ steps: [], summary: "", weight: 140.2, duration: 131.9, distance: 1203.4 }],
      weight_name: "routability",
      weight: 140.2,
      duration: 131.9,
      distance: 1203.4,
    },
    {
      geometry: {
        type: "LineString",
        coordinates: [
          [55.274376, 25.197197],
          [55.2768, 25.1991],
          [55.279605, 25.198765],
        ],
      },
      legs: [{ steps: [], summary: "", weight: 190.5, duration: 180.2, distance: 804.9 }],
      weight_name: "routability",
      weight: 190.5,
      duration: 180.2,
      distance: 804.9,
    },
  ],
  waypoints: [
    {
      hint: "abc",
      distance: 3.1,
      name: "Sheikh Mohammed bin Rashid Boulevard",
      location: [55.274376, 25.197197],
    },
    { hint: "def", distance: 5.2, name: "Financial Center Road", location: [55.279605, 25.198765] },
  ],
};

const valhallaLine: [number, number][] = [
  [55.274376, 25.197197],
  [55.2771, 25.1969],
  [55.279605, 25.198765],
];
/** Valhalla's `/route` answer (kilometres, seconds, one leg with a polyline6 shape). */
const valhallaOk = {
  trip: {
    locations: [
      { type: "break", lat: 25.197197, lon: 55.274376, original_index: 0 },
      { type: "break", lat: 25.198765, lon: 55.279605, original_index: 1 },
    ],
    legs: [
      {
        summary: {
          has_toll: false,
          has_highway: false,
          has_ferry: false,
          length: 1.103,
          time: 142.7,
          cost: 160.2,
        },
        shape: encodePolyline6(valhallaLine),
      },
    ],
    summary: {
      has_toll: false,
      has_highway: false,
      has_ferry: false,
      length: 1.103,
      time: 142.7,
      cost: 160.2,
    },
    status_message: "Found route between points",
    status: 0,
    units: "kilometers",
    language: "en-US",
  },
};

const warnings: { details: object; message: string }[] = [];
const log = { warn: (details: object, message: string) => warnings.push({ details, message }) };
let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  warnings.length = 0;
  await close?.();
  close = null;
});

async function routerAnswering(
  kind: RouterKind,
  reply: (request: SeenRequest) => FakeReply,
  timeoutMs = 2000,
) {
  const server = await startFakeRoutingServer(reply);
  close = server.close;
  return { router: serverRouter({ kind, url: `${server.url}/`, timeoutMs, log }), seen: server.seen };
}

describe("OSRM", () => {
  it("asks for the full GeoJSON line with alternatives; fastest is the first route", async () => {
    const { router, seen } = await routerAnswering("osrm", () => ({ status: 200, body: osrmOk }));
    const route = await router.route(query("fastest"));
    expect(seen[0]!.url).toBe(
      "/route/v1/driving/55.274376,25.197197;55.279605,25.198765?overview=full&geometries=geojson&alternatives=true",
    );
    expect(route).toEqual({
      distanceMeters: 1203,
      durationSeconds: 132,
      line: osrmOk.routes[0]!.geometry.coordinates,
      approximate: false,
      source: "osrm",
    });
    expect(router.preferences).toEqual(["fastest", "shortest"]);
  });

  it("shortest is the alternative with the least distance", async () => {
    const { router } = await routerAnswering("osrm", () => ({ status: 200, body: osrmOk }));
    const route = await router.route(query("shortest"));
    expect(route.distanceMeters).toBe(805);
    expect(route.line).toEqual(osrmOk.routes[1]!.geometry.coordinates);
  });

  it("no road between the points: the estimate, and the reason logged", async () => {
    const { router } = await routerAnswering("osrm", () => ({
      status: 400,
      body: { code: "NoRoute", message: "Impossible route between points" },
    }));
    expect(await router.route(query("fastest"))).toEqual(estimateRoute(burjKhalifa, dubaiMall));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.details).toMatchObject({
      router: "osrm",
      reason: expect.stringContaining("NoRoute: Impossible route between points"),
    });
  });

  it("a server error page (not JSON): the estimate", async () => {
    const { router } = await routerAnswering("osrm", () => ({
      status: 502,
      body: "<html>Bad gateway</html>",
    }));
    const route = await router.route(query("fastest"));
    expect(route.approximate).toBe(true);
    expect(warnings[0]!.details).toMatchObject({ reason: expect.stringContaining("502") });
  });

  it("no answer within the time-out: the estimate", async () => {
    const { router, seen } = await routerAnswering("osrm", () => "hang", 200);
    const route = await router.route(query("fastest"));
    expect(seen).toHaveLength(1);
    expect(route.source).toBe("straight-line");
    expect(warnings[0]!.details).toMatchObject({ reason: "no answer within 200 ms" });
  });

  it("a server that is not there: the estimate", async () => {
    const server = await startFakeRoutingServer(() => ({ status: 200, body: osrmOk }));
    await server.close();
    const router = serverRouter({ kind: "osrm", url: server.url, timeoutMs: 2000, log });
    expect((await router.route(query("fastest"))).approximate).toBe(true);
    expect(warnings).toHaveLength(1);
  });

  it("the caller's own abort is not hidden behind the estimate", async () => {
    const { router } = await routerAnswering("osrm", () => "hang");
    const caller = new AbortController();
    const pending = router.route({ ...query("fastest"), signal: caller.signal });
    caller.abort(new Error("client went away"));
    await expect(pending).rejects.toThrow("client went away");
    expect(warnings).toHaveLength(0);
  });
});

describe("Valhalla", () => {
  it("posts the two locations with auto costing and decodes the polyline6 shape", async () => {
    const { router, seen } = await routerAnswering("valhalla", () => ({ status: 200, body: valhallaOk }));
    const route = await router.route(query("fastest"));
    expect(seen[0]!.method).toBe("POST");
    expect(seen[0]!.url).toBe("/route");
    expect(JSON.parse(seen[0]!.body)).toEqual({
      locations: [
        { lat: 25.197197, lon: 55.274376 },
        { lat: 25.198765, lon: 55.279605 },
      ],
      costing: "auto",
      units: "kilometers",
      directions_type: "none",
    });
    expect(route).toEqual({
      distanceMeters: 1103,
      durationSeconds: 143,
      line: valhallaLine,
      approximate: false,
      source: "valhalla",
    });
  });

  it("shortest sets the auto costing's shortest option", async () => {
    const { router, seen } = await routerAnswering("valhalla", () => ({ status: 200, body: valhallaOk }));
    await router.route(query("shortest"));
    expect(JSON.parse(seen[0]!.body).costing_options).toEqual({ auto: { shortest: true } });
  });

  it("no path found (error 442): the estimate, and the reason logged", async () => {
    const { router } = await routerAnswering("valhalla", () => ({
      status: 400,
      body: {
        error_code: 442,
        error: "No path could be found for input",
        status_code: 400,
        status: "Bad Request",
      },
    }));
    const route = await router.route(query("fastest"));
    expect(route).toEqual(estimateRoute(burjKhalifa, dubaiMall));
    expect(warnings[0]!.details).toMatchObject({
      router: "valhalla",
      reason: expect.stringContaining("400 442: No path could be found for input"),
    });
  });

  it("no answer within the time-out: the estimate", async () => {
    const { router } = await routerAnswering("valhalla", () => "hang", 200);
    expect((await router.route(query("shortest"))).approximate).toBe(true);
    expect(warnings[0]!.details).toMatchObject({ reason: "no answer within 200 ms" });
  });
});

/** Against a real OSRM or Valhalla server only when one is named (nothing here fetches from the internet). */
const liveUrl = process.env.ROUTER_LIVE_URL;
const liveKind: RouterKind = process.env.ROUTER_LIVE_KIND === "valhalla" ? "valhalla" : "osrm";
if (!liveUrl)
  console.log(
    "serverRouter: live routing test skipped: set ROUTER_LIVE_URL (and ROUTER_LIVE_KIND=osrm|valhalla, default osrm) to run it",
  );
describe.skipIf(!liveUrl)("a live routing server (ROUTER_LIVE_URL)", () => {
  it("routes across Dubai by road, longer than the straight line", async () => {
    const router = serverRouter({ kind: liveKind, url: liveUrl!, timeoutMs: 10_000, log });
    const from = { latitude: 25.2048, longitude: 55.2708 };
    const to = { latitude: 25.0763, longitude: 55.1336 };
    for (const preference of ["fastest", "shortest"] as const) {
      const route = await router.route({ from, to, preference });
      expect(warnings).toEqual([]);
      expect(route.approximate).toBe(false);
      expect(route.source).toBe(liveKind);
      expect(route.line.length).toBeGreaterThan(2);
      expect(route.distanceMeters).toBeGreaterThan(estimateRoute(from, to).distanceMeters / 1.3);
    }
  });
});
