import { describe, expect, it } from "vitest";
import { argon2Hasher } from "./argon2Hasher";

describe("argon2Hasher", () => {
  // The adapter leans on the library's default algorithm; a release that changed it must not pass unnoticed.
  it("stores argon2id hashes, salted, that verify only the right password", async () => {
    const [first, second] = await Promise.all([argon2Hasher.hash("secret1"), argon2Hasher.hash("secret1")]);
    expect(first).toMatch(/^\$argon2id\$v=19\$/);
    expect(first).not.toContain("secret1");
    expect(second).not.toBe(first);
    expect(await argon2Hasher.verify(first, "secret1")).toBe(true);
    expect(await argon2Hasher.verify(first, "secret2")).toBe(false);
  });
});
