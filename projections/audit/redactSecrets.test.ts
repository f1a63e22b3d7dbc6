import { describe, expect, it } from "vitest";
import { REDACTED, redactSecrets } from "./redactSecrets";

describe("redactSecrets", () => {
  it("replaces password, secret and token fields at any depth and keeps the rest", () => {
    expect(
      redactSecrets({
        accountId: "a1",
        passwordHash: "$argon2id$...",
        nested: { apiSecret: "s", list: [{ shareToken: "t", name: "Omar" }] },
        count: 3,
        none: null,
      }),
    ).toEqual({
      accountId: "a1",
      passwordHash: REDACTED,
      nested: { apiSecret: REDACTED, list: [{ shareToken: REDACTED, name: "Omar" }] },
      count: 3,
      none: null,
    });
  });
});
