import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { LoginRateLimiter } from "../../command-api/auth/loginRateLimiter";
import type { SessionSockets } from "../../command-api/auth/sessionSockets";
import type { SessionStore } from "../../command-api/auth/sessionStore";
import type { SignUpRateLimiter } from "../../command-api/auth/signUpRateLimiter";
import type { CommandDeps } from "../../command-api/commandDeps";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import type { ProjectionRunner } from "../../projections/runner/projectionRunner";
import type { QueryLimits } from "../limits/queryLimits";
import type { LivePositionsPort } from "../live/fleet/livePositionsPort";

/** The composition root's WebSocket upgrade router (infra/http/upgradeRouter.ts): one path, one handler. */
export interface UpgradeRoutes {
  route(path: string, handler: (request: IncomingMessage, socket: Duplex, head: Buffer) => void): void;
}

/** What the composition root hands `registerGraphql`: the same pieces the REST facade gets. */
export interface GraphqlDeps {
  commands: CommandDeps;
  /** The read models (and the `auth` schema of sessions and credentials). */
  sql: Sql;
  runner: Pick<ProjectionRunner, "waitForPosition" | "status" | "onStatus" | "rebuild">;
  liveBus: LiveBus;
  /** graphql-ws takes the upgrades of /graphql from here; /ws and others belong to their own channels. */
  upgrades: UpgradeRoutes;
  /** Shared with the REST facade when given, so a logout there ends the session here at once. */
  sessions?: SessionStore;
  /** Shared with the REST facade when given, so a logout there closes this session's graphql-ws sockets. */
  sessionSockets?: SessionSockets;
  /** Shared with the REST facade's login when given: one count of failures per account and address. */
  loginLimiter?: LoginRateLimiter;
  /** Shared with the REST facade's register when given: one sign-up budget per address. */
  signUpLimiter?: SignUpRateLimiter;
  /** Shared with /ws when given; otherwise one is made on the same live bus (every instance hears every position). */
  livePositions?: LivePositionsPort;
  /** How long a mutation waits for the read models before answering from what they have (default 5 s). */
  readYourWritesTimeoutMs?: number;
  limits?: Partial<QueryLimits>;
  /**
   * Whether `__schema`/`__type` queries are answered (default true, for tools and codegen). Off in
   * production: the schema is in the repository, not something to hand every caller.
   */
  introspection?: boolean;
  /** The support line customers are told to call when nobody took their request (default DEFAULT_SUPPORT_PHONE). */
  supportPhone?: string;
  /** How often the fleet feed cuts a batch (default DEFAULT_FLEET_BATCH_MS). */
  fleetBatchMs?: number;
}
