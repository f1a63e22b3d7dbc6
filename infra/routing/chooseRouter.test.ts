import { describe, expect, it } from "vitest";
import { straightLineRouter } from "../../domain/rules/routeEstimate";
import { loadConfig } from "../config/config";
import { chooseRouter, routingCapabilities } from "./chooseRouter";

const log = { warn: () => {} };

describe("chooseRouter and its capabilities", () => {
  it("without ROUTER_URL: the estimate, approximate, fastest only", async () => {
    const config = loadConfig({});
    const router = chooseRouter(config, log);
    expect(router).toBe(straightLineRouter);
    expect(routingCapabilities(config, router)()).toEqual({ approximate: true, preferences: ["fastest"] });
    const route = await router.route({
      from: { latitude: 25.2, longitude: 55.27 },
      to: { latitude: 25.21, longitude: 55.28 },
      preference: "fastest",
    });
    expect(route.approximate).toBe(true);
  });

  it("with a server: real routes, both preferences offered", () => {
    const config = loadConfig({ ROUTER_URL: "http://127.0.0.1:5000", ROUTER_KIND: "osrm" });
    const router = chooseRouter(config, log);
    expect(router).not.toBe(straightLineRouter);
    expect(routingCapabilities(config, router)()).toEqual({
      approximate: false,
      preferences: ["fastest", "shortest"],
    });
  });
});
