import type { IncomingHttpHeaders } from "node:http";
import { HttpError } from "../../command-api/rest/http/httpError";

/** Why a browser's request from another site is refused, or null when it may proceed. */
export type CrossSiteRefusal = string | null;

/**
 * Which sites may talk to this server from a browser: the configured public origins, and the
 * request's own host (so `npm start` on any address works with no setting). Browsers send `Origin`
 * on every WebSocket handshake and every unsafe method; a request without it is not a browser's
 * cross-site one (curl, the CLI, server-to-server) and passes.
 */
export class OriginPolicy {
  private readonly allowed: ReadonlySet<string>;

  constructor(publicOrigins: readonly string[]) {
    this.allowed = new Set(publicOrigins);
  }

  /** For a WebSocket upgrade: only an Origin this site owns. */
  refusesUpgrade(headers: IncomingHttpHeaders): CrossSiteRefusal {
    const origin = single(headers.origin);
    if (origin === undefined || this.allows(origin, single(headers.host))) return null;
    return `WebSocket from origin ${origin} refused: it is not this site (PUBLIC_ORIGINS)`;
  }

  /** For POST/PUT/PATCH/DELETE: the Origin, or without one, the browser's Sec-Fetch-Site. */
  refusesWrite(headers: IncomingHttpHeaders): HttpError | null {
    const origin = single(headers.origin);
    if (origin !== undefined) {
      return this.allows(origin, single(headers.host))
        ? null
        : new HttpError(403, "http.crossSiteOrigin", { origin });
    }
    return single(headers["sec-fetch-site"]) === "cross-site"
      ? new HttpError(403, "http.crossSiteFetch")
      : null;
  }

  private allows(origin: string, host: string | undefined): boolean {
    if (this.allowed.has(origin)) return true;
    // "null" (sandboxed frames, file:) and anything unparsable belong to no site of ours.
    try {
      const url = new URL(origin);
      return (
        (url.protocol === "http:" || url.protocol === "https:") &&
        host !== undefined &&
        url.host === host.toLowerCase()
      );
    } catch {
      return false;
    }
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
