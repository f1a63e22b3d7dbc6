// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../testing/fetchStub";
import { ApiError, apiRequest, ServerUnreachableError } from "./http";
import { getServerStatus, setServerStatus } from "./serverStatus";
import { onSessionExpired } from "./sessionExpiry";

afterEach(() => {
  vi.unstubAllGlobals();
  setServerStatus("unknown");
});

describe("apiRequest", () => {
  it("sends JSON with the session cookie and reads JSON back", async () => {
    const fetchMock = stubFetch({ "POST /api/auth/login": { status: 200, body: { id: "u1" } } });
    await expect(apiRequest("POST", "/api/auth/login", { email: "a@b.ae" })).resolves.toEqual({ id: "u1" });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe("include");
    expect(init?.body).toBe('{"email":"a@b.ae"}');
    expect(getServerStatus()).toBe("online");
  });

  it("turns a failed answer into 'status: body' and keeps the server's own words apart (spec §8)", async () => {
    stubFetch({ "GET /api/x": { status: 409, body: { message: "Email already registered" } } });
    const error = await apiRequest("GET", "/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Email already registered"}');
    expect((error as ApiError).serverMessage).toBe("Email already registered");
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch({ "GET /api/x": { status: 500, body: "" } });
    const error = (await apiRequest("GET", "/api/x").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toMatch(/^500: /);
  });

  it("reports an unreachable server on a network error, a gateway error or an HTML page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiRequest("GET", "/api/x")).rejects.toBeInstanceOf(ServerUnreachableError);
    expect(getServerStatus()).toBe("offline");

    stubFetch({ "GET /api/x": { status: 502, body: "Bad Gateway" } });
    await expect(apiRequest("GET", "/api/x")).rejects.toBeInstanceOf(ServerUnreachableError);

    stubFetch({ "GET /api/x": { status: 200, body: "<!doctype html>", contentType: "text/html" } });
    await expect(apiRequest("GET", "/api/x")).rejects.toBeInstanceOf(ServerUnreachableError);
  });

  it("announces an expired session on a 401 outside /api/auth", async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    stubFetch({
      "GET /api/users/u1": { status: 401, body: "" },
      "GET /api/auth/me": { status: 401, body: "" },
    });
    await apiRequest("GET", "/api/auth/me").catch(() => undefined);
    expect(expired).not.toHaveBeenCalled();
    await apiRequest("GET", "/api/users/u1").catch(() => undefined);
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });
});
