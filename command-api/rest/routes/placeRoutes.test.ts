import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiTestServer, startApiTestServer } from "../testing/apiTestServer";

type Place = { label: string; nameEn: string | null; latitude: number; longitude: number; source: string };

let server: ApiTestServer;
beforeAll(async () => {
  // No GEOCODER_URL: the built-in gazetteer answers, as on an offline machine.
  server = await startApiTestServer({ env: { SEED_DEMO: "0" } });
});
afterAll(() => server?.close());

describe("GET /api/places/search and /api/places/reverse (public)", () => {
  it("finds a place typed with a slip, with the gazetteer's coordinates, without signing in", async () => {
    const res = await server.anonymous.get<{ places: Place[] }>(
      "/api/places/search?q=Busness%20Bay&near=25.2,55.27&limit=3",
    );
    expect(res.status).toBe(200);
    expect(res.json.places[0]).toMatchObject({ label: "Business Bay, Dubai", source: "gazetteer" });
    expect(res.json.places.length).toBeLessThanOrEqual(3);
  });

  it("answers in Arabic with lang=ar", async () => {
    const res = await server.anonymous.get<{ places: Place[] }>(
      `/api/places/search?q=${encodeURIComponent("الشارقة")}&lang=ar`,
    );
    expect(res.json.places[0]?.label).toBe("الشارقة");
  });

  it("names a point, and answers null far out at sea", async () => {
    const near = await server.anonymous.get<{ place: Place | null }>(
      "/api/places/reverse?lat=25.0853&lng=55.1423",
    );
    expect(near.json.place?.label).toMatch(/Dubai$/);
    const sea = await server.anonymous.get<{ place: Place | null }>("/api/places/reverse?lat=26.6&lng=53.2");
    expect(sea.json).toEqual({ place: null });
  });

  it.each([
    ["/api/places/search", "q"],
    ["/api/places/search?q=a", "q"],
    ["/api/places/search?q=dubai&near=25.2", "near"],
    ["/api/places/search?q=dubai&limit=500", "limit"],
    ["/api/places/search?q=dubai&lang=fr", "lang"],
    ["/api/places/reverse?lat=25.2", "lng"],
    ["/api/places/reverse?lat=95&lng=55", "lat"],
  ])("%s → 400 naming %s", async (url, field) => {
    const res = await server.anonymous.get<{ error: string; field: string }>(url);
    expect(res.status).toBe(400);
    expect(res.json.field).toBe(field);
    expect(res.json.error).toContain(field);
  });

  it("limits one address to 120 look-ups a minute, with Retry-After", async () => {
    let refused: Awaited<ReturnType<typeof server.anonymous.get<{ error: string }>>> | undefined;
    for (let i = 0; i < 130 && !refused; i++) {
      const res = await server.anonymous.get<{ error: string }>("/api/places/reverse?lat=25.2&lng=55.27");
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused?.json.error).toMatch(/Too many place look-ups/);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
  });
});
