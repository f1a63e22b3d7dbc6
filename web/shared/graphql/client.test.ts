import { describe, expect, it } from "vitest";
import { graphqlWsUrl, sessionEndOf } from "./client";

describe("graphqlWsUrl", () => {
  it("uses wss on https pages and ws otherwise", () => {
    expect(graphqlWsUrl({ protocol: "https:", host: "roadside.ae" })).toBe("wss://roadside.ae/graphql");
    expect(graphqlWsUrl({ protocol: "http:", host: "localhost:5173" })).toBe("ws://localhost:5173/graphql");
  });
});

describe("sessionEndOf", () => {
  it("recognises the server ending the session, and says when an admin suspended the account", () => {
    expect(sessionEndOf({ code: 4401, reason: "account suspended" })).toBe("suspended");
    expect(sessionEndOf({ code: 4401, reason: "session ended" })).toBe("expired");
    expect(sessionEndOf({ code: 1006, reason: "" })).toBeNull();
    expect(sessionEndOf(new Error("network"))).toBeNull();
  });
});
