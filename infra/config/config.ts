import { z } from "zod";
import { type AuthConfig, AuthEnv, authConfigOf } from "./authConfig";
import { demoModeDefault } from "./demoMode";
import { type DeployConfig, DeployEnv, deployConfigOf } from "./deployConfig";
import { type DispatchConfig, DispatchEnv, dispatchConfigOf } from "./dispatchConfig";
import { type GeocoderConfig, GeocoderEnv, geocoderConfigOf, geocoderConfigProblem } from "./geocoderConfig";
import { type MailConfig, MailEnv, mailConfigOf } from "./mailConfig";
import { type MapConfig, MapEnv, mapConfigOf, mapOriginsOf } from "./mapConfig";
import { type PaymentConfig, PaymentEnv, paymentConfigOf, paymentConfigProblem } from "./paymentConfig";
import { type PushConfig, PushEnv, pushConfigOf, pushConfigProblem } from "./pushConfig";
import { type RouterConfig, RouterEnv, routerConfigOf, routerConfigProblem } from "./routerConfig";
import { type WebSecurityConfig, WebSecurityEnv, webSecurityConfigOf } from "./webSecurityConfig";

/** Every setting comes from the environment, validated once at start-up. */
const Env = z.object({
  EVENT_STORE: z.enum(["pglite", "postgres", "kurrentdb"]).default("pglite"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default("postgres://postgres@127.0.0.1:5432/postgres"),
  /** The database owner: migrations run as it, and it grants DATABASE_URL's role least privilege. */
  MIGRATION_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  KURRENTDB_URL: z
    .string()
    .regex(
      /^(kurrentdb|kurrent|esdb|kdb)(\+discover)?:\/\/.+/,
      "must be a connection string such as kurrentdb://localhost:2113?tls=false",
    )
    .optional(),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Unset: demo mode decides (demoMode.ts). */
  SEED_DEMO: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "1" || v === "true")),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  OFFER_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  ...DispatchEnv,
  ...DeployEnv,
  ...WebSecurityEnv,
  ...MapEnv,
  ...AuthEnv,
  ...MailEnv,
  ...PushEnv,
  ...PaymentEnv,
  ...GeocoderEnv,
  ...RouterEnv,
});

export type Config = {
  eventStore: "pglite" | "postgres" | "kurrentdb";
  databaseUrl: string;
  /** MIGRATION_DATABASE_URL, or undefined when DATABASE_URL's role migrates itself. */
  migrationDatabaseUrl: string | undefined;
  kurrentDbUrl: string | undefined;
  port: number;
  host: string;
  dataDir: string;
  /** Seed the demo accounts (shared public password): demo mode only, see demoMode.ts. */
  seedDemo: boolean;
  /** NODE_ENV=production: no GraphQL introspection, no demo accounts unless asked for. */
  production: boolean;
  logLevel: z.infer<typeof Env>["LOG_LEVEL"];
  offerTimeoutSeconds: number;
} & DispatchConfig &
  DeployConfig &
  WebSecurityConfig &
  MapConfig &
  AuthConfig &
  MailConfig &
  PushConfig &
  PaymentConfig &
  GeocoderConfig &
  RouterConfig;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** Reads and validates the environment; a bad variable is named in the error. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as shells and compose files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join(".")}=${JSON.stringify(present[String(i.path[0])] ?? "")}: ${i.message}`,
    );
    throw new ConfigError(`invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const map = mapConfigOf(e);
  if (e.EVENT_STORE === "kurrentdb" && !e.KURRENTDB_URL) {
    throw new ConfigError("invalid configuration:\n  KURRENTDB_URL: is required when EVENT_STORE=kurrentdb");
  }
  if (e.ROLE !== "all" && e.EVENT_STORE === "pglite") {
    throw new ConfigError(
      `invalid configuration:\n  ROLE=${e.ROLE}: needs a store other processes share (EVENT_STORE=postgres or kurrentdb); the embedded PGlite belongs to one process`,
    );
  }
  const pushProblem = pushConfigProblem(e);
  if (pushProblem) throw new ConfigError(`invalid configuration:\n  ${pushProblem}`);
  const paymentProblem = paymentConfigProblem(e);
  if (paymentProblem) throw new ConfigError(`invalid configuration:\n  ${paymentProblem}`);
  const geocoderProblem = geocoderConfigProblem(e);
  if (geocoderProblem) throw new ConfigError(`invalid configuration:\n  ${geocoderProblem}`);
  const routerProblem = routerConfigProblem(e);
  if (routerProblem) throw new ConfigError(`invalid configuration:\n  ${routerProblem}`);
  return {
    eventStore: e.EVENT_STORE,
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    kurrentDbUrl: e.KURRENTDB_URL,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    seedDemo:
      e.SEED_DEMO ??
      demoModeDefault({ eventStore: e.EVENT_STORE, role: e.ROLE, production: e.NODE_ENV === "production" }),
    production: e.NODE_ENV === "production",
    logLevel: e.LOG_LEVEL,
    offerTimeoutSeconds: e.OFFER_TIMEOUT_SECONDS,
    ...dispatchConfigOf(e),
    ...deployConfigOf(e),
    ...webSecurityConfigOf(e, mapOriginsOf(map)),
    ...map,
    ...authConfigOf(e),
    ...mailConfigOf(e),
    ...pushConfigOf(e),
    ...paymentConfigOf(e),
    ...geocoderConfigOf(e),
    ...routerConfigOf(e),
  };
}
