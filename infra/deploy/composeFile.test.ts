import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

const run = promisify(execFile);
const repository = fileURLToPath(new URL("../../", import.meta.url));

/** Why `docker compose` cannot run here, or undefined when it can. */
async function composeUnavailable(): Promise<string | undefined> {
  try {
    await run("docker", ["compose", "version"], { timeout: 20_000 });
    return undefined;
  } catch (error) {
    const detail = (error as { stderr?: string; message: string }).stderr?.trim() || (error as Error).message;
    return `the docker compose CLI is not available (${detail.split("\n")[0]})`;
  }
}

const reason = await composeUnavailable();
if (reason) console.warn(`[compose] skipping "docker compose config": ${reason}`);

describe.skipIf(reason !== undefined)("docker-compose.yml", () => {
  it("is valid for docker compose, with the API scaled to two replicas behind nginx and a worker", async () => {
    const { stdout } = await run("docker", ["compose", "config", "--format", "json"], {
      cwd: repository,
      timeout: 60_000,
    });
    const config = JSON.parse(stdout) as {
      services: Record<string, { environment?: Record<string, string>; deploy?: { replicas?: number } }>;
    };
    expect(Object.keys(config.services).sort()).toEqual([
      "api",
      "certs",
      "kurrentdb",
      "nginx",
      "postgres",
      "worker",
    ]);
    expect(config.services.api?.deploy?.replicas).toBe(2);
    expect(config.services.api?.environment).toMatchObject({ ROLE: "api", EVENT_STORE: "kurrentdb" });
    expect(config.services.worker?.environment).toMatchObject({ ROLE: "worker", EVENT_STORE: "kurrentdb" });
  });
});

/*
 * Docker cannot run on every machine (these have none), so the deployment's safety properties are
 * checked on the files themselves: what `docker compose config` would read.
 */
interface ComposeService {
  image?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  entrypoint?: string[];
}
const read = (path: string) => readFile(`${repository}${path}`, "utf8");
const composeText = await read("docker-compose.yml");
const compose = parseYaml(composeText, { merge: true }) as { services: Record<string, ComposeService> };
const services = compose.services;
const appServices = ["api", "worker"] as const;
const nginxConf = await read("infra/deploy/nginx.conf");

describe("docker-compose.yml, read as a file", () => {
  it("takes every secret from the uncommitted .env file: no password is written in it", async () => {
    const example = await read(".env.example");
    const referenced = [...composeText.matchAll(/\$\{([A-Z_]+)(:[?-][^}]*)?\}/g)].map((m) => m[1]);
    expect(referenced.length).toBeGreaterThan(0);
    // Every variable the file reads is explained in the committed example.
    for (const name of new Set(referenced)) expect(example).toMatch(new RegExp(`^${name}=`, "m"));
    // Passwords are required variables (`${NAME:?...}`): compose refuses to start without them.
    const passwords = [...composeText.matchAll(/\$\{([A-Z_]*PASSWORD)(:[?-])?/g)];
    expect(passwords.length).toBeGreaterThan(0);
    for (const match of passwords) expect(match[2]).toBe(":?");
    for (const service of Object.values(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/PASSWORD|DATABASE_URL/.test(key)) expect(value, key).toMatch(/\$\{[A-Z_]+:\?/);
      }
    }
    await run("git", ["check-ignore", "--quiet", ".env"], { cwd: repository });
    await expect(
      run("git", ["check-ignore", "--quiet", ".env.example"], { cwd: repository }),
    ).rejects.toThrow();
    expect((await read(".dockerignore")).split("\n")).toContain(".env");
  });

  it("connects the app as the least-privilege role; only the worker holds the owner's URL for migrations", () => {
    for (const name of appServices) {
      const url = services[name]?.environment?.DATABASE_URL ?? "";
      expect(url, name).toMatch(/^postgres:\/\/roadside_app:/);
    }
    expect(services.worker?.environment?.MIGRATION_DATABASE_URL).toMatch(/^postgres:\/\/roadside_owner:/);
    expect(services.api?.environment?.MIGRATION_DATABASE_URL).toBeUndefined();
    // The API waits for the worker, which grants the app's role its privileges first.
    expect(services.api?.depends_on?.worker?.condition).toBe("service_healthy");
    // The roles are made on the database's first start, by the script under test in postgresInit.postgres.test.ts.
    expect(services.postgres?.volumes).toContain(
      "./infra/deploy/postgres-init:/docker-entrypoint-initdb.d:ro",
    );
    expect(services.postgres?.environment?.POSTGRES_USER).toBe("postgres");
  });

  it("seeds no demo accounts and runs in production mode (no introspection)", async () => {
    for (const name of appServices) expect(services[name]?.environment?.SEED_DEMO, name).toBeUndefined();
    expect(await read("Dockerfile")).toMatch(/NODE_ENV=production/);
  });

  it("publishes only nginx, on HTTPS and a redirecting HTTP; /metrics only on the internal METRICS_PORT", () => {
    const published = Object.entries(services).filter(([, service]) => service.ports?.length);
    // Metabase (profile "analytics") only on the host's loopback interface.
    expect(published.map(([name]) => name)).toEqual(["nginx", "metabase"]);
    expect(services.metabase?.ports).toEqual([`127.0.0.1:${"$"}{METABASE_PORT:-3030}:3000`]);
    // Compose's own interpolation syntax, not a template: the published ports come from .env.
    const dollar = "$";
    expect(services.nginx?.ports).toEqual([`${dollar}{HTTPS_PORT:-443}:443`, `${dollar}{HTTP_PORT:-80}:80`]);
    for (const name of appServices)
      expect(services[name]?.environment?.METRICS_PORT, name).toMatch(/^[0-9]+$/);
    expect(nginxConf).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
  });

  it("terminates TLS in nginx with the certificate the certs service makes on the first start", () => {
    expect(services.certs?.entrypoint).toEqual(["/bin/sh", "/make-self-signed-cert.sh"]);
    expect(services.certs?.volumes).toContain("tls-certs:/certs");
    expect(services.nginx?.volumes).toContain("tls-certs:/etc/nginx/certs:ro");
    expect(services.nginx?.depends_on?.certs?.condition).toBe("service_completed_successfully");
    expect(nginxConf).toMatch(/listen 443 ssl;/);
    expect(nginxConf).toMatch(/ssl_certificate \/etc\/nginx\/certs\/tls\.crt;/);
    expect(nginxConf).toMatch(/ssl_certificate_key \/etc\/nginx\/certs\/tls\.key;/);
    expect(nginxConf).toMatch(/ssl_protocols TLSv1\.2 TLSv1\.3;/);
    // Port 80 only redirects: no request reaches the app unencrypted.
    const plain = nginxConf.slice(nginxConf.indexOf("listen 80;"), nginxConf.indexOf("listen 443"));
    expect(plain).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
    expect(plain).not.toMatch(/proxy_pass/);
    expect(nginxConf).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
  });
});

describe("the analytics profile", () => {
  const profiled = ["analyst-role", "metabase", "metabase-setup"];

  it("runs Metabase only with --profile analytics, pinned, its own data in a volume", () => {
    for (const [name, service] of Object.entries(services))
      expect((service as { profiles?: string[] }).profiles, name).toEqual(
        profiled.includes(name) ? ["analytics"] : undefined,
      );
    expect(services.metabase?.image).toMatch(/^metabase\/metabase:v\d+\.\d+\.\d+\.\d+$/);
    expect(services.metabase?.environment).toMatchObject({
      MB_DB_TYPE: "h2",
      MB_DB_FILE: "/metabase-data/metabase.db",
    });
    expect(services.metabase?.volumes).toContain("metabase-data:/metabase-data");
  });

  it("connects Metabase as the analyst role, made by the owner after the worker migrated", () => {
    const role = services["analyst-role"];
    expect(role?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/roadside_owner:/);
    expect(role?.environment?.ANALYST_PASSWORD).toMatch(/^\$\{ANALYST_DB_PASSWORD:\?/);
    expect(role?.depends_on?.worker?.condition).toBe("service_healthy");
    const setup = services["metabase-setup"];
    expect(setup?.environment).toMatchObject({ ANALYST_ROLE: "analyst", POSTGRES_HOST: "postgres" });
    expect(setup?.environment?.ANALYST_PASSWORD).toBe(role?.environment?.ANALYST_PASSWORD);
    expect(setup?.depends_on).toEqual({
      metabase: { condition: "service_healthy" },
      "analyst-role": { condition: "service_completed_successfully" },
    });
    expect(setup?.volumes).toContain("./infra/deploy/metabase-setup.sh:/metabase-setup.sh:ro");
  });
});

describe("infra/deploy/make-self-signed-cert.sh (the certs service)", () => {
  it("makes a certificate for TLS_HOSTNAME once, and keeps an existing one", async () => {
    const dir = await mkdtemp(join(tmpdir(), "roadside-certs-"));
    try {
      const env = { ...process.env, CERT_DIR: dir, TLS_HOSTNAME: "roadside.test" };
      const script = `${repository}infra/deploy/make-self-signed-cert.sh`;
      await run("/bin/sh", [script], { env });
      const certificate = await readFile(join(dir, "tls.crt"), "utf8");
      const { stdout } = await run("openssl", [
        "x509",
        "-noout",
        "-subject",
        "-ext",
        "subjectAltName",
        "-in",
        join(dir, "tls.crt"),
      ]);
      expect(stdout).toMatch(/CN\s*=\s*roadside\.test/);
      expect(stdout).toMatch(/DNS:roadside\.test/);
      expect((await stat(join(dir, "tls.key"))).size).toBeGreaterThan(0);
      const again = await run("/bin/sh", [script], { env });
      expect(again.stdout).toContain("keeping it");
      expect(await readFile(join(dir, "tls.crt"), "utf8")).toBe(certificate);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
