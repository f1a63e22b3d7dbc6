import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { DISK_FULL_MESSAGE, installErrorHandler, isDiskFull } from "./errorHandler";

/** The driver's error as `pg` raises it when PostgreSQL cannot extend a table (no space left). */
const diskFull = () =>
  Object.assign(new Error('could not extend file "pg_tblspc/16384/PG_15/5/16400": No space left on device'), {
    code: "53100",
    severity: "ERROR",
  });

describe("the REST error handler's mapping of database errors", () => {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  app.get("/full", async () => {
    throw diskFull();
  });
  app.get("/wrapped", async () => {
    throw new Error("append failed", { cause: diskFull() });
  });
  app.get("/other", async () => {
    throw Object.assign(new Error("deadlock detected"), { code: "40P01" });
  });
  afterAll(() => app.close());

  it("answers PostgreSQL's disk_full (53100) with 503 and a message a person can act on", async () => {
    for (const url of ["/full", "/wrapped"]) {
      const answer = await app.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBe(503);
      expect(answer.json(), url).toEqual({ error: DISK_FULL_MESSAGE, reason: "server.diskFull", params: {} });
    }
    expect(DISK_FULL_MESSAGE).toMatch(/out of disk space; try again shortly/);
  });

  it("keeps other database errors a 500 without internals", async () => {
    const answer = await app.inject({ method: "GET", url: "/other" });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain("deadlock");
  });

  it("recognises the code only, not look-alikes", () => {
    expect(isDiskFull(diskFull())).toBe(true);
    expect(isDiskFull({ code: 53100 })).toBe(false);
    expect(isDiskFull(new Error("No space left on device"))).toBe(false);
    expect(isDiskFull(undefined)).toBe(false);
  });
});
