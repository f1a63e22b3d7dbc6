/** A browser-like client over real HTTP: keeps the session cookie, sends JSON (spec §7 `credentials: include`). */
export class HttpSession {
  cookie: string | undefined;

  constructor(private readonly baseUrl: string) {}

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: T; text: string }> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie?.startsWith("roadside_session=")) this.cookie = setCookie.split(";")[0];
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : undefined) as T, text };
  }

  /** Like `call`, failing with the answer's body unless the status is the expected one. */
  async expect<T = unknown>(status: number, method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.call<T>(method, path, body);
    if (response.status !== status)
      throw new Error(`${method} ${path}: expected ${status}, got ${response.status}: ${response.text}`);
    return response.json;
  }
}
