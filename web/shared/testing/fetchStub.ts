import { vi } from "vitest";

export interface StubResponse {
  readonly status: number;
  readonly body?: unknown;
  readonly contentType?: string;
}

/**
 * Replaces fetch with a table of `METHOD /path` → response (or a function of the request body).
 * Unlisted calls answer 404. Returns the mock, to inspect calls; undo with vi.unstubAllGlobals().
 */
export function stubFetch(
  routes: Record<string, StubResponse | ((body: unknown) => StubResponse | Promise<StubResponse>)>,
) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    const route = routes[key];
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const answer =
      typeof route === "function" ? await route(body) : (route ?? { status: 404, body: "Not Found" });
    const text =
      typeof answer.body === "string"
        ? answer.body
        : answer.body === undefined
          ? ""
          : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: {
        "content-type":
          answer.contentType ?? (typeof answer.body === "string" ? "text/plain" : "application/json"),
      },
    });
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}
