import { describe, expect, it } from "vitest";
import { graphqlWsUrl } from "./client";

describe("graphqlWsUrl", () => {
  it("uses wss on https pages and ws otherwise", () => {
    expect(graphqlWsUrl({ protocol: "https:", host: "roadside.ae" })).toBe("wss://roadside.ae/graphql");
    expect(graphqlWsUrl({ protocol: "http:", host: "localhost:5173" })).toBe("ws://localhost:5173/graphql");
  });
});
