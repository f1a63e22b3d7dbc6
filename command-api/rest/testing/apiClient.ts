import type { FastifyInstance, InjectOptions } from "fastify";

export interface ApiResponse<T = unknown> {
  status: number;
  body: string;
  /** The body parsed as JSON, or undefined when it is empty or not JSON. */
  json: T;
  headers: Record<string, string | string[] | number | undefined>;
  /** `name=value` of a session cookie the answer set, if any. */
  sessionCookie: string | undefined;
}

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** In-process requests (`inject`): the whole HTTP stack of the facade without sockets, for fast tests. */
export class ApiClient {
  constructor(
    private readonly http: FastifyInstance,
    readonly cookie?: string,
  ) {}

  withCookie(cookie: string): ApiClient {
    return new ApiClient(this.http, cookie);
  }

  get<T = unknown>(url: string) {
    return this.send<T>("GET", url);
  }
  post<T = unknown>(url: string, body?: unknown) {
    return this.send<T>("POST", url, body);
  }
  patch<T = unknown>(url: string, body?: unknown) {
    return this.send<T>("PATCH", url, body);
  }
  delete<T = unknown>(url: string) {
    return this.send<T>("DELETE", url);
  }

  /** A raw request: any payload, any headers (bad-input tests). */
  async send<T = unknown>(
    method: Method,
    url: string,
    body?: unknown,
    extra: { headers?: Record<string, string>; rawPayload?: string | Buffer; remoteAddress?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...extra.headers,
    };
    const options: InjectOptions = { method, url, headers };
    // The client's address, for limits kept per address (inject's default is 127.0.0.1 for all).
    if (extra.remoteAddress !== undefined) options.remoteAddress = extra.remoteAddress;
    if (extra.rawPayload !== undefined) options.payload = extra.rawPayload;
    else if (body !== undefined) {
      options.payload = JSON.stringify(body);
      headers["content-type"] ??= "application/json";
    }
    const response = await this.http.inject(options);
    let json: unknown;
    try {
      json = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      json = undefined;
    }
    const setCookie = response.headers["set-cookie"];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    return {
      status: response.statusCode,
      body: response.body,
      json: json as T,
      headers: response.headers,
      sessionCookie: first?.startsWith("roadside_session=") ? first.split(";")[0] : undefined,
    };
  }
}
