import type { Geocoder } from "../../domain/ports/geocoder";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { ProcessorWebhookVerifier } from "../../domain/ports/paymentGateway";
import type { Router } from "../../domain/ports/router";
import type { Sql } from "../../domain/ports/sql";
import type { ProjectionRunner } from "../../projections/runner/projectionRunner";
import type { LoginRateLimits } from "../auth/loginRateLimiter";
import type { SessionStoreOptions } from "../auth/sessionStore";
import type { SignUpLimits } from "../auth/signUpRateLimiter";
import type { CommandDeps } from "../commandDeps";
import type { AddressRateLimits } from "./http/addressRateLimit";
import type { MapApiDeps } from "./routes/mapRoutes";

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
  /** Finds and names places (GET /api/places/*): the built-in gazetteer or a geocoding server. */
  geocoder: Geocoder;
  /** Place look-ups per client address (default DEFAULT_PLACE_LOOKUP_LIMITS: 120 a minute). */
  placeLookupLimits?: AddressRateLimits;
  /** The map's settings and self-hosted tiles (/api/map/*); unset: those paths are not served. */
  map?: MapApiDeps;
  /** GET /api/routes answers from it; unset: the straight-line estimate. */
  router?: Router;
}
