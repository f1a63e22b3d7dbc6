import { loadServerErrorTexts, serverErrorText } from "../errors/serverErrorText";
import { setServerStatus } from "./serverStatus";
import { reportSessionExpired } from "./sessionExpiry";

/**
 * A non-ok answer (spec §8): the message is "status: body", or "status: statusText" for an empty
 * body. `serverMessage` is the human part for toasts: the body's `reason` said in the reader's
 * language when the app knows it, else the body's `message`/`error` when it is JSON. `reason` and
 * `params` are the body's own, for code that switches on what was refused.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly body: string,
    readonly serverMessage: string,
    readonly reason: string | null = null,
    readonly params: Readonly<Record<string, unknown>> = {},
  ) {
    super(`${status}: ${body || serverMessage}`);
  }
}

/** The request never got an answer from our API (server down, proxy without a backend, offline device). */
export class ServerUnreachableError extends Error {
  override readonly name = "ServerUnreachableError";
  constructor(cause?: unknown) {
    super("The Roadside server cannot be reached. Check your connection and try again.", { cause });
  }
}

/** Gateways answer these when our server is down behind them. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

interface ErrorBodyFields {
  message?: unknown;
  error?: unknown;
  reason?: unknown;
  params?: unknown;
}

function parsedBody(body: string): ErrorBodyFields | null {
  const trimmed = body.trim();
  if (!trimmed.startsWith("{")) return null;
  try {
    return JSON.parse(trimmed) as ErrorBodyFields;
  } catch {
    return null; // Not JSON after all.
  }
}

function humanMessage(body: string, statusText: string): string {
  const parsed = parsedBody(body);
  if (typeof parsed?.message === "string" && parsed.message) return parsed.message;
  if (typeof parsed?.error === "string" && parsed.error) return parsed.error;
  return body.trim() || statusText;
}

/** The refusal in the reader's language when its reason is known (its catalogue loaded first). */
async function apiErrorOf(status: number, body: string, statusText: string): Promise<ApiError> {
  const english = humanMessage(body, statusText);
  const parsed = parsedBody(body);
  const reason = typeof parsed?.reason === "string" ? parsed.reason : null;
  const params =
    typeof parsed?.params === "object" && parsed.params !== null
      ? (parsed.params as Record<string, unknown>)
      : {};
  if (reason === null) return new ApiError(status, body, english);
  await loadServerErrorTexts().catch(() => undefined);
  return new ApiError(status, body, serverErrorText(reason, params, english), reason, params);
}

export interface RequestOptions {
  readonly signal?: AbortSignal;
}

/**
 * One call to the same-origin API with the session cookie; JSON in, JSON out (spec §7).
 * Throws ApiError for a non-ok answer and ServerUnreachableError when nothing (or not our API) answered.
 */
export async function apiRequest<T>(
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      headers:
        body === undefined
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    setServerStatus("offline");
    throw new ServerUnreachableError(error);
  }

  const text = await response.text();
  if (GATEWAY_STATUSES.has(response.status)) {
    setServerStatus("offline");
    throw new ServerUnreachableError(
      new ApiError(response.status, text, humanMessage(text, response.statusText)),
    );
  }
  // A static host without our API answers /api/* with the app's index.html: that is not our server.
  const contentType = response.headers.get("content-type") ?? "";
  if (contentType.includes("text/html")) {
    setServerStatus("offline");
    throw new ServerUnreachableError();
  }
  setServerStatus("online");
  if (response.status === 401 && !path.startsWith("/api/auth/")) reportSessionExpired();
  if (!response.ok) throw await apiErrorOf(response.status, text, response.statusText);
  if (text === "") return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, text, "The server sent an answer the app cannot read.");
  }
}
