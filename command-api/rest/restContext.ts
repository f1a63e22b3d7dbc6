import type { FastifyRequest } from "fastify";
import type { Position } from "../../domain/ports/eventStore";
import type { AccountRecovery } from "../auth/accountRecovery";
import type { EmailVerificationService } from "../auth/emailVerificationService";
import type { LoginRateLimiter } from "../auth/loginRateLimiter";
import type { PasswordLogin } from "../auth/passwordLogin";
import { commandContextOf, type Principal } from "../auth/principal";
import type { SessionStore } from "../auth/sessionStore";
import type { SignUpRateLimiter } from "../auth/signUpRateLimiter";
import type { CommandContext } from "../commandContext";
import type { LivePositions } from "../live/livePositions";
import { readModelsReached } from "./http/readYourWrites";
import type { RestApiDeps } from "./restApiDeps";
import type { DocumentStorage } from "./uploads/documentStorage";
import type { PhotoStorage } from "./uploads/photoStorage";

/** Everything a route module needs, built once by registerRestApi. */
export interface RestContext extends RestApiDeps {
  sessions: SessionStore;
  passwordLogin: PasswordLogin;
  loginLimiter: LoginRateLimiter;
  signUpLimiter: SignUpRateLimiter;
  recovery: AccountRecovery;
  emailVerification: EmailVerificationService;
  livePositions: LivePositions;
  photos: PhotoStorage;
  /** Captains' papers under `<dataDir>/documents`. */
  documents: DocumentStorage;
  /**
   * Resolves true once the named read models reached `position` (at once for a no-op), false after
   * the bound. Each write names the read models its answer and the client's next refetch read:
   * waiting for all of them would make every write as slow as the slowest projection.
   */
  settled(position: Position | null, readModels: readonly string[]): Promise<boolean>;
  /** The command context of the signed-in caller of this HTTP request. */
  contextOf(principal: Principal, request: FastifyRequest): CommandContext;
}

export function createContextHelpers(deps: RestApiDeps) {
  const timeoutMs = deps.readYourWritesTimeoutMs ?? 5_000;
  return {
    settled: (position: Position | null, readModels: readonly string[]) =>
      readModelsReached(deps.runner, position, readModels, timeoutMs),
    // The request id doubles as the correlation id: one HTTP call, one thread through the audit log.
    contextOf: (principal: Principal, request: FastifyRequest) => commandContextOf(principal, request.id),
  };
}
