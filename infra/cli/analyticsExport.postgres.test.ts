/**
 * HEAVY: a million-row analytics view exported to CSV and Parquet on the machine's PostgreSQL,
 * with the process's peak RSS growth measured during each export (printed; bounded, generously),
 * and the CLI run as a read-only, analyst-like role for its exit codes. About 30 s on 2 cores.
 *
 * The real analytics views may not exist on this branch, so the test makes its own schema
 * `analytics` in a throwaway database: a view over generate_series with the column types the
 * facts use.
 */
import { spawn } from "node:child_process";
import { createReadStream, existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ParquetReader } from "@dsnp/parquetjs";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { dropRole, uniqueRoleName } from "../../projections/access/testing/roleSession";
import { createTestDatabase, describeWithPostgres, type TestDatabase } from "../testing/postgres";
import { openExportConnection } from "./analyticsExportConnection";
import type { ExportConnection, ExportProgress } from "./analyticsExportRun";
import { exportToOutput } from "./analyticsExportSinks";

const ROWS = 1_000_000;
/**
 * Generous, and well below what holding the result takes: the same million rows fetched in one
 * query grew RSS by 356 MB. What growth the streaming export shows is garbage V8 has not collected
 * yet: with a forced GC every 100,000 rows the live heap stayed at 19 MB (CSV) and 21-27 MB
 * (Parquet, whose footer keeps a few KB per row group) throughout. Seen here: CSV 55-60 MB,
 * Parquet 60-100 MB, varying with when V8 chooses to collect.
 */
const MAX_RSS_GROWTH_MB = 150;

let database: TestDatabase;
let dir: string;
let conn: ExportConnection;
const analyst = uniqueRoleName("rs_export_analyst");

function urlAs(role: string): string {
  const url = new URL(database.url);
  url.username = role;
  return url.toString();
}

await describeWithPostgres("npm run export on PostgreSQL (heavy: a million rows)", () => {
  beforeAll(async () => {
    database = await createTestDatabase("analytics_export");
    dir = await mkdtemp(join(tmpdir(), "analytics-export-pg-"));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(`
        CREATE SCHEMA analytics;
        CREATE SCHEMA rm;
        CREATE TABLE rm.customers (phone text);
        CREATE VIEW analytics.fact_million AS
          SELECT g AS request_no,
                 g::bigint * 1000003 AS big,
                 date '2026-01-01' + g % 365 AS request_date,
                 timestamptz '2026-01-01 00:00:00+04' + g * interval '1 second' AS requested_at,
                 (g % 100000 * 0.05)::numeric(12,2) AS amount_aed,
                 g % 3 = 0 AS cancelled,
                 CASE WHEN g % 10 = 0 THEN NULL ELSE 'reason ' || g % 7 || ', "quoted"' END AS reason
            FROM generate_series(1, ${ROWS}) g;
        CREATE VIEW analytics.not_granted AS SELECT 1 AS x;
        CREATE ROLE ${analyst} LOGIN;
        ALTER ROLE ${analyst} SET default_transaction_read_only = on;
        ALTER ROLE ${analyst} SET statement_timeout = '5s';
        GRANT USAGE ON SCHEMA analytics TO ${analyst};
        GRANT SELECT ON analytics.fact_million TO ${analyst};
      `);
    } finally {
      await admin.end();
    }
    conn = await openExportConnection({ kind: "postgres", url: database.url });
  });

  afterAll(async () => {
    await conn?.close();
    await database?.drop();
    await dropRole(analyst);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Exports and returns the peak RSS growth over the export, sampled on a timer and on every batch. */
  async function exportMeasured(format: "csv" | "parquet", path: string) {
    const rss = () => process.memoryUsage().rss;
    const baseline = rss();
    let peak = baseline;
    const sample = () => {
      peak = Math.max(peak, rss());
    };
    const timer = setInterval(sample, 10);
    const progress: ExportProgress = { start: sample, advance: sample };
    const started = Date.now();
    try {
      const result = await exportToOutput(
        conn,
        { view: "fact_million", format, exactCount: false },
        { path },
        progress,
      );
      sample();
      const growthMb = (peak - baseline) / 2 ** 20;
      console.log(
        `[export] ${format}: ${result.rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s, peak RSS growth ${growthMb.toFixed(1)} MB (baseline ${(baseline / 2 ** 20).toFixed(0)} MB)`,
      );
      return { rows: result.rows, growthMb };
    } finally {
      clearInterval(timer);
    }
  }

  it("warms up: the same code path on a month of rows, so V8's heap has grown to its working size", async () => {
    // Without this the first export's growth would include loading the code and V8 sizing its
    // heap, which a second export does not repeat: growth after warm-up is what a leak would add.
    const progress: ExportProgress = { start() {}, advance() {} };
    for (const format of ["parquet", "csv"] as const) {
      const result = await exportToOutput(
        conn,
        { view: "fact_million", format, from: "2026-02-01", to: "2026-02-28", exactCount: false },
        { path: join(dir, `warmup.${format}`) },
        progress,
      );
      expect(result.rows).toBeGreaterThan(28 * Math.floor(ROWS / 365));
    }
  });

  it("streams a million rows to CSV in flat memory", async () => {
    const path = join(dir, "million.csv");
    const { rows, growthMb } = await exportMeasured("csv", path);
    expect(rows).toBe(ROWS);
    expect(growthMb).toBeLessThan(MAX_RSS_GROWTH_MB);

    // Every record ends with CRLF (the quoted reasons hold none), so CRLFs count records; a CRLF
    // may straddle two chunks.
    let records = 0;
    let head = "";
    let previous = "";
    for await (const chunk of createReadStream(path, { encoding: "utf8" })) {
      const text = chunk as string;
      if (head.length < 400) head += text.slice(0, 400);
      records += text.split("\r\n").length - 1;
      if (previous.endsWith("\r") && text.startsWith("\n")) records++;
      previous = text;
    }
    expect(records).toBe(ROWS + 1);
    expect(head.split("\r\n").slice(0, 3)).toEqual([
      "request_no,big,request_date,requested_at,amount_aed,cancelled,reason",
      '1,1000003,2026-01-02,2025-12-31 20:00:01+00,0.05,false,"reason 1, ""quoted"""',
      '2,2000006,2026-01-03,2025-12-31 20:00:02+00,0.10,false,"reason 2, ""quoted"""',
    ]);
  });

  it("streams a million rows to Parquet in flat memory, and the library reads them back", async () => {
    const path = join(dir, "million.parquet");
    const { rows, growthMb } = await exportMeasured("parquet", path);
    expect(rows).toBe(ROWS);
    expect(growthMb).toBeLessThan(MAX_RSS_GROWTH_MB);

    const reader = await ParquetReader.openFile(path);
    try {
      expect(Number(reader.getRowCount())).toBe(ROWS);
      const cursor = reader.getCursor();
      const read: Record<string, unknown>[] = [];
      for (let i = 0; i < 10; i++) read.push((await cursor.next()) as Record<string, unknown>);
      expect(read[0]).toMatchObject({
        request_no: 1,
        big: 1000003n,
        cancelled: false,
        reason: 'reason 1, "quoted"',
      });
      expect((read[0]!.request_date as Date).toISOString()).toBe("2026-01-02T00:00:00.000Z");
      expect((read[0]!.requested_at as Date).toISOString()).toBe("2025-12-31T20:00:01.000Z");
      expect((read[1]!.amount_aed as Buffer).readBigInt64BE()).toBe(10n); // 0.10 at scale 2
      expect(read[2]!.cancelled).toBe(true);
      expect(read[9]!.reason ?? null).toBeNull();
    } finally {
      await reader.close();
    }
  });

  /** Runs the CLI as a child process; resolves to its exit code and output. */
  function cli(args: string[], env: Record<string, string>) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", "tsx", "infra/cli/analyticsExport.ts", ...args], {
        env: { ...process.env, EVENT_STORE: "postgres", LOG_LEVEL: "silent", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d) => {
        stdout += d;
      });
      child.stderr.on("data", (d) => {
        stderr += d;
      });
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, stdout, stderr }));
    });
  }

  it("runs as a read-only analyst role with a statement timeout: one week, then a file that exists", async () => {
    const out = join(dir, "week.csv");
    const first = await cli(
      ["analytics.fact_million", "--from", "2026-03-01", "--to", "2026-03-07", "--out", out],
      { DATABASE_URL: urlAs(analyst) },
    );
    expect(first.stderr).toContain(
      `exported ${7 * Math.floor(ROWS / 365) + 7} rows of analytics.fact_million with request_date from 2026-03-01 to 2026-03-07`,
    );
    expect(first.code).toBe(0);
    const lines = (await readFile(out, "utf8")).split("\r\n");
    expect(lines.length).toBe(7 * Math.floor(ROWS / 365) + 7 + 2);
    expect(
      lines.slice(1, -1).every((l) => l.split(",")[2]! >= "2026-03-01" && l.split(",")[2]! <= "2026-03-07"),
    ).toBe(true);

    const again = await cli(["fact_million", "--from", "2026-03-01", "--to", "2026-03-01", "--out", out], {
      DATABASE_URL: urlAs(analyst),
    });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("exists already: choose another --out, or --force to overwrite it");
  });

  it("exits 2 naming the views the role may read, for a view it may not", async () => {
    const result = await cli(["not_granted", "--out", join(dir, "ng.csv")], { DATABASE_URL: urlAs(analyst) });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'export: no view "not_granted" in the analytics schema; there are: fact_million',
    );
    expect(existsSync(join(dir, "ng.csv.partial"))).toBe(false);
  });

  it("exits 2 for a bad argument, naming it, and 1 when PostgreSQL does not answer", async () => {
    const bad = await cli(["fact_million", "--format", "xlsx"], { DATABASE_URL: urlAs(analyst) });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--format: "xlsx" is not csv or parquet');

    const down = await cli(["fact_million", "--out", join(dir, "down.csv")], {
      DATABASE_URL: "postgres://nobody:secret@127.0.0.1:1/roadside",
    });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain(
      "cannot connect to PostgreSQL at postgres://nobody:***@127.0.0.1:1/roadside",
    );
    expect(down.stderr).not.toContain("secret");
  });
});
