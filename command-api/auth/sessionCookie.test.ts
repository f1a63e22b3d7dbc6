import { describe, expect, it } from "vitest";
import { isHttps, sessionCookieOptions, sessionTokenFromCookieHeader } from "./sessionCookie";
import { looksLikeSessionToken, newSessionToken, sessionTokenDigest } from "./sessionToken";

describe("session cookie", () => {
  it("is httpOnly, SameSite=Lax, for the whole site, Secure only behind https", () => {
    expect(sessionCookieOptions(false)).toEqual({
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: false,
    });
    expect(sessionCookieOptions(true).secure).toBe(true);
  });

  it("counts a proxy's x-forwarded-proto as https", () => {
    expect(isHttps({}, false)).toBe(false);
    expect(isHttps({}, true)).toBe(true);
    expect(isHttps({ "x-forwarded-proto": "https" }, false)).toBe(true);
    expect(isHttps({ "x-forwarded-proto": "HTTPS, http" }, false)).toBe(true);
    expect(isHttps({ "x-forwarded-proto": "http" }, false)).toBe(false);
  });

  it("finds the token in a Cookie header among others", () => {
    expect(sessionTokenFromCookieHeader("a=1; roadside_session=abc%2Ddef; b=2")).toBe("abc-def");
    expect(sessionTokenFromCookieHeader("a=1")).toBeNull();
    expect(sessionTokenFromCookieHeader(undefined)).toBeNull();
    expect(sessionTokenFromCookieHeader("roadside_session=%E0%A4%A")).toBeNull();
  });
});

describe("session token", () => {
  it("has 256 bits and is stored only as its digest", () => {
    const token = newSessionToken();
    expect(looksLikeSessionToken(token)).toBe(true);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(sessionTokenDigest(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionTokenDigest(token)).not.toContain(token);
    expect(newSessionToken()).not.toBe(token);
  });

  it("rejects anything we did not issue before a lookup", () => {
    expect(looksLikeSessionToken("short")).toBe(false);
    expect(looksLikeSessionToken(`${"a".repeat(42)}!`)).toBe(false);
  });
});
