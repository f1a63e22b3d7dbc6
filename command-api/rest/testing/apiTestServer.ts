import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { SYSTEM } from "../../../domain/shared/actor";
import { type RunningApp, startApp } from "../../../infra/app/startApp";
import { loadConfig } from "../../../infra/config/config";
import { verifyEmail } from "../../commands/emailVerificationCommands";
import { onboardApprovedCaptain } from "../../onboarding/captainOnboarding";
import { ApiClient } from "./apiClient";

export interface ApiTestServer {
  app: RunningApp;
  dataDir: string;
  /** A client without a session. */
  anonymous: ApiClient;
  /** Signs in (argon2 verify: ~0.1 s) and returns a client carrying that session. */
  signIn(email: string, password?: string): Promise<ApiClient>;
  /**
   * Vouches for an account's email as seeding does (the link itself is tested in
   * recoveryRoutes/emailVerificationRoutes tests), once the read models show it.
   */
  verifyEmailOf(accountId: string): Promise<void>;
  /**
   * Makes a signed-up captain one who may work, as seeding does: the email vouched for, and the
   * system's onboarding (profile, papers on record, approval; the screens for it are tested on
   * their own), once the read models show it.
   */
  vouchForCaptain(accountId: string, name: string): Promise<void>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  eventStore?: "pglite" | "postgres" | "kurrentdb";
  databaseUrl?: string;
  /** More environment, e.g. SMTP_URL for a test's in-process mail server. */
  env?: Record<string, string>;
  /** Reuse a DATA_DIR (a restart test); removed on close only when the server made it. */
  dataDir?: string;
}

/**
 * The real composition root on a random port with its own DATA_DIR and the demo accounts seeded.
 * Opening PGlite costs seconds: start one per test file and share it.
 */
export async function startApiTestServer(options: TestServerOptions = {}): Promise<ApiTestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "roadside-api-")));
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    EVENT_STORE: options.eventStore ?? "pglite",
    // Demo mode is the embedded default only; these servers sign in as the demo actors on every store.
    SEED_DEMO: "1",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    // Long enough that a slow CI machine never sees an offer expire mid-test.
    OFFER_TIMEOUT_SECONDS: "3600",
    // Every test signs up from 127.0.0.1; the limit itself is tested in infra/app/signUpLimitAcrossApis.test.ts.
    SIGN_UPS_PER_ADDRESS_PER_HOUR: "10000",
    ...options.env,
  });
  const app = await startApp(config, pino({ level: "silent" }));
  const anonymous = new ApiClient(app.http);
  const verifyEmailOf = async (accountId: string) => {
    const { position } = await verifyEmail(app.commands)(
      { accountId },
      { actor: SYSTEM, correlationId: `verify-${accountId}`, causationId: null },
    );
    if (position) await app.runner.waitForPosition(position);
  };
  return {
    app,
    dataDir,
    anonymous,
    verifyEmailOf,
    async vouchForCaptain(accountId, name) {
      await verifyEmailOf(accountId);
      const { position } = await onboardApprovedCaptain(app.commands, { providerId: accountId, name });
      if (position) await app.runner.waitForPosition(position);
    },
    async signIn(email, password = "demo1234") {
      const response = await anonymous.post("/api/auth/login", { email, password });
      if (response.status !== 200)
        throw new Error(`sign-in of ${email} failed: ${response.status} ${response.body}`);
      return anonymous.withCookie(response.sessionCookie!);
    },
    async close() {
      await app.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
