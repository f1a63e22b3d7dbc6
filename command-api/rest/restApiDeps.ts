import type { LiveBus } from "../../domain/ports/liveBus";
import type { ProcessorWebhookVerifier } from "../../domain/ports/paymentGateway";
import type { Router, RoutingCapabilities } from "../../domain/ports/router";
import type { Sql } from "../../domain/ports/sql";
import type { ProjectionRunner } from "../../projections/runner/projectionRunner";
import type { LoginRateLimits } from "../auth/loginRateLimiter";
import type { SessionStoreOptions } from "../auth/sessionStore";
import type { SignUpLimits } from "../auth/signUpRateLimiter";
import type { CommandDeps } from "../commandDeps";

/** What the composition root hands the REST facade and the /ws channel. */
export interface RestApiDeps {
  commands: CommandDeps;
  /** The read models (and the `auth` schema). */
  sql: Sql;
  runner: Pick<ProjectionRunner, "waitForPosition" | "status">;
  liveBus: LiveBus;
  /** Uploaded photos go under `<dataDir>/photos`. */
  dataDir: string;
  /** How long a write waits for the read models before answering anyway (default 5 s). */
  readYourWritesTimeoutMs?: number;
  loginLimits?: LoginRateLimits;
  /** Sign-ups per client address (default DEFAULT_SIGN_UP_LIMITS: 5 an hour). */
  signUpLimits?: SignUpLimits;
  /** The support line customers are told to call when nobody took their request. */
  supportPhone?: string;
  sessionOptions?: SessionStoreOptions;
  /**
   * Whether the demo accounts (with their published password) exist in the read models: GET
   * /api/config tells the sign-in screen. Only the composition root knows which accounts those are.
   */
  demoAccountsPresent: () => Promise<boolean>;
  /** The VAPID public key browsers subscribe with (GET /api/config); unset: no push here. */
  pushPublicKey?: string;
  /**
   * Checks and reads Stripe's webhooks (STRIPE_WEBHOOK_SECRET); unset or null: the webhook path
   * answers 404, as it does when the test processor runs.
   */
  stripeWebhook?: ProcessorWebhookVerifier | null;
  /** GET /api/routes answers from it; unset: the straight-line estimate. */
  router?: Router;
  /** For /api/map/config's `routing`: whether routes are approximate, which preferences to offer. */
  routingCapabilities?: () => RoutingCapabilities;
}
