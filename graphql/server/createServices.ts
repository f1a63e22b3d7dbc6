import { accountRecovery } from "../../command-api/auth/accountRecovery";
import { emailVerificationService } from "../../command-api/auth/emailVerificationService";
import { LoginRateLimiter } from "../../command-api/auth/loginRateLimiter";
import { createPasswordLogin } from "../../command-api/auth/passwordLogin";
import { ensureRecoveryTables } from "../../command-api/auth/recoveryTables";
import { ensureAuthTables } from "../../command-api/auth/sessionSchema";
import { nodeSessionStore, SessionSockets } from "../../command-api/auth/sessionSockets";
import { SignUpRateLimiter } from "../../command-api/auth/signUpRateLimiter";
import { LivePositions } from "../../command-api/live/livePositions";
import { DEFAULT_SUPPORT_PHONE } from "../../domain/rules/statusText";
import type { GraphqlDeps } from "../context/graphqlDeps";
import type { GraphqlServices } from "../context/graphqlServices";
import { AuditTail } from "../live/auditTail";
import { DEFAULT_FLEET_BATCH_MS, FleetFeed } from "../live/fleet/fleetFeed";
import { SharedReads } from "../live/sharedReads";

/** The long-lived pieces, built once per server from what the composition root hands over. */
export async function createServices(
  deps: GraphqlDeps,
  onBackgroundError: (error: unknown) => void,
): Promise<GraphqlServices> {
  const { clock } = deps.commands;
  let sessions = deps.sessions;
  if (!sessions || !deps.signUpLimiter || !deps.loginLimiter) {
    // The same tables and token rules as the REST facade's: a cookie from either works on both.
    await ensureAuthTables(deps.sql);
  }
  // Lives as long as the bus it listens to (this fallback serves tests and GraphQL-only setups).
  sessions ??= nodeSessionStore(deps.sql, clock, deps.liveBus).sessions;
  await ensureRecoveryTables(deps.sql);
  const sessionSockets = deps.sessionSockets ?? new SessionSockets(deps.liveBus);
  const livePositions = deps.livePositions ?? new LivePositions(deps.liveBus, clock);
  return {
    ...deps,
    sessions,
    sessionSockets,
    livePositions,
    passwordLogin: createPasswordLogin(deps.sql, deps.commands.hasher),
    loginLimiter: deps.loginLimiter ?? new LoginRateLimiter(deps.sql, clock),
    signUpLimiter: deps.signUpLimiter ?? new SignUpRateLimiter(deps.sql, clock),
    recovery: accountRecovery({
      commands: deps.commands,
      sql: deps.sql,
      sessions,
      log: { warn: (details) => onBackgroundError((details as { err?: unknown }).err ?? details) },
    }),
    emailVerification: emailVerificationService({ commands: deps.commands, sql: deps.sql }),
    fleet: new FleetFeed({
      sql: deps.sql,
      liveBus: deps.liveBus,
      livePositions,
      clock,
      batchMs: deps.fleetBatchMs ?? DEFAULT_FLEET_BATCH_MS,
      onError: onBackgroundError,
    }),
    auditTail: new AuditTail(deps.commands.store, onBackgroundError),
    sharedReads: new SharedReads(),
    readYourWritesTimeoutMs: deps.readYourWritesTimeoutMs ?? 5_000,
    supportPhone: deps.supportPhone ?? DEFAULT_SUPPORT_PHONE,
    onBackgroundError,
  };
}
