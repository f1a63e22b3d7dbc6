import { request } from "node:http";
import WebSocket from "ws";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: unknown;
}

/**
 * One HTTP request on a connection of its own (no keep-alive pool): when a node shuts down, a
 * failure here means the request never reached it, rather than a reused socket closing under it.
 */
export function send(
  url: string,
  method: string,
  path: string,
  options: {
    body?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
    /** Give up (rejecting, the answer unknown) when no answer came within this. */
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, url),
      {
        method,
        agent: false,
        headers: {
          ...(payload
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on("end", () => {
          let json: unknown = null;
          try {
            json = JSON.parse(body);
          } catch {}
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, json });
        });
        response.on("error", reject);
      },
    );
    req.on("error", reject);
    if (options.timeoutMs !== undefined)
      req.setTimeout(options.timeoutMs, () =>
        req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      );
    req.end(payload);
  });
}

/** Signs a demo account in (password demo1234) and returns its session cookie (`name=value`). */
export async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "demo1234" }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} at ${url}: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** A WebSocket class that sends a session cookie, for graphql-ws's `webSocketImpl`. */
export function cookieSocket(cookie: string) {
  return class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  };
}
