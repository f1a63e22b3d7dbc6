import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import type { RouteQuery, Router } from "../../../domain/ports/router";
import { estimateRoute, straightLineRouter } from "../../../domain/rules/routeEstimate";
import { AddressRateLimit } from "../http/addressRateLimit";
import { installErrorHandler } from "../http/errorHandler";
import { routingRoutes } from "./routingRoutes";

const asked: RouteQuery[] = [];
const recording: Router = {
  preferences: ["fastest"],
  route: async (query) => {
    asked.push(query);
    return straightLineRouter.route(query);
  },
};
const clock = { now: () => new Date("2026-11-27T04:00:00Z") };
const app = Fastify({ logger: false });
installErrorHandler(app);
for (const route of routingRoutes({
  router: recording,
  routeLimit: new AddressRateLimit(clock, { perWindow: 20, windowMs: 60_000 }),
}))
  app.get("/api/routes", (request, reply) => route.run(request, reply));
afterAll(() => app.close());

const get = (query: string) => app.inject({ method: "GET", url: `/api/routes?${query}` });

describe("GET /api/routes", () => {
  it("answers the router's route between the two points, fastest unless asked", async () => {
    const answer = await get("from=25.2048,55.2708&to=25.0763,%2055.1336");
    expect(answer.statusCode).toBe(200);
    const from = { latitude: 25.2048, longitude: 55.2708 };
    const to = { latitude: 25.0763, longitude: 55.1336 };
    expect(answer.json()).toEqual(estimateRoute(from, to));
    expect(asked.at(-1)).toEqual({ from, to, preference: "fastest" });
    await get("from=25.2048,55.2708&to=25.0763,55.1336&preference=shortest");
    expect(asked.at(-1)?.preference).toBe("shortest");
  });

  it("names the field that is missing or wrong", async () => {
    const cases: [string, RegExp][] = [
      ["to=25.1,55.2", /^from: is required/],
      ["from=25.1,55.2&to=Dubai%20Mall", /^to: must be latitude,longitude/],
      ["from=95,55.2&to=25.1,55.2", /^from: latitude must be between -90 and 90/],
      ["from=25.1,55.2&to=25.1,55.2&preference=eco", /^preference: must be one of fastest, shortest/],
    ];
    for (const [query, message] of cases) {
      const answer = await get(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error, query).toMatch(message);
    }
  });

  it("refuses a client past its limit with 429 and Retry-After", async () => {
    const limited = Fastify({ logger: false });
    installErrorHandler(limited);
    const [route] = routingRoutes({
      router: straightLineRouter,
      routeLimit: new AddressRateLimit(clock, { perWindow: 1, windowMs: 60_000 }),
    });
    limited.get("/api/routes", (request, reply) => route!.run(request, reply));
    const url = "/api/routes?from=25.2,55.27&to=25.21,55.28";
    expect((await limited.inject({ method: "GET", url })).statusCode).toBe(200);
    const refused = await limited.inject({ method: "GET", url });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.json().error).toMatch(/Too many route requests/);
    await limited.close();
  });
});
