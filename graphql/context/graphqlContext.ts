import type { Principal } from "../../command-api/auth/principal";
import type { GraphqlServices } from "./graphqlServices";
import type { Loaders } from "./loaders";
import type { SessionCookieJar } from "./sessionCookieJar";

/** What every resolver gets: who calls, the shared services, this operation's loaders. */
export interface GraphqlContext {
  services: GraphqlServices;
  /** From the session cookie (HTTP) or the connection's cookie checked in `onConnect` (WebSocket). */
  principal: Principal | null;
  /** Ties the commands of one operation together in the audit log. */
  correlationId: string;
  /** For the sign-in rate limiter. */
  clientAddress: string;
  loaders: Loaders;
  /** Null on WebSocket operations: a socket cannot set cookies. */
  cookies: SessionCookieJar | null;
}
