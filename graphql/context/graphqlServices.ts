import type { AccountRecovery } from "../../command-api/auth/accountRecovery";
import type { EmailVerificationService } from "../../command-api/auth/emailVerificationService";
import type { LoginRateLimiter } from "../../command-api/auth/loginRateLimiter";
import type { PasswordLogin } from "../../command-api/auth/passwordLogin";
import type { SessionSockets } from "../../command-api/auth/sessionSockets";
import type { SessionStore } from "../../command-api/auth/sessionStore";
import type { SignUpRateLimiter } from "../../command-api/auth/signUpRateLimiter";
import type { AuditTail } from "../live/auditTail";
import type { FleetFeed } from "../live/fleet/fleetFeed";
import type { LivePositionsPort } from "../live/fleet/livePositionsPort";
import type { SharedReads } from "../live/sharedReads";
import type { GraphqlDeps } from "./graphqlDeps";

/** Built once per server: the deps plus the long-lived pieces every operation shares. */
export interface GraphqlServices extends GraphqlDeps {
  sessions: SessionStore;
  sessionSockets: SessionSockets;
  livePositions: LivePositionsPort;
  passwordLogin: PasswordLogin;
  loginLimiter: LoginRateLimiter;
  signUpLimiter: SignUpRateLimiter;
  recovery: AccountRecovery;
  emailVerification: EmailVerificationService;
  fleet: FleetFeed;
  auditTail: AuditTail;
  /** One read per change however many subscribers wait for it. */
  sharedReads: SharedReads;
  readYourWritesTimeoutMs: number;
  supportPhone: string;
  /** Failures nobody awaits (a rebuild started by a mutation, the fleet feed's tick). */
  onBackgroundError: (error: unknown) => void;
}
