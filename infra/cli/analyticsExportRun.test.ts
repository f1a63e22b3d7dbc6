/**
 * The export engine end to end on the embedded PGlite (the no-DATABASE_URL path): catalog, cursor,
 * filters, both formats, the partial file. The million-row run is analyticsExport.postgres.test.ts.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ParquetReader } from "@dsnp/parquetjs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openExportConnection } from "./analyticsExportConnection";
import { type ExportConnection, type ExportProgress, ExportRequestError } from "./analyticsExportRun";
import { exportToOutput } from "./analyticsExportSinks";

let dir: string;
let conn: ExportConnection;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "analytics-export-"));
  const db = await PGlite.create(join(dir, "pglite"));
  await db.exec(`
    CREATE SCHEMA analytics;
    CREATE SCHEMA rm;
    CREATE TABLE rm.secrets (phone text);
    CREATE VIEW analytics.fact_small AS
      SELECT g AS id,
             g::bigint * 3000000000 AS big,
             date '2026-01-01' + (g - 1) / 10 AS request_date,
             -- Dubai is UTC+4: 21:00 UTC on Jan 1 is already Jan 2 there.
             timestamptz '2026-01-01 21:00:00+00' + (g - 1) * interval '1 hour' AS requested_at,
             (g * 1.15)::numeric(10,2) AS amount_aed,
             g % 2 = 0 AS paid,
             CASE g % 3 WHEN 0 THEN NULL WHEN 1 THEN 'plain' ELSE 'a "quoted", multi' || E'\\n' || 'line' END AS note
        FROM generate_series(1, 100) g;
    CREATE VIEW analytics.dim_nodate AS SELECT 1 AS id, 'x'::text AS name;
  `);
  await db.close();
  conn = await openExportConnection({ kind: "pglite", dir: join(dir, "pglite") });
});

afterAll(async () => {
  await conn?.close();
  await rm(dir, { recursive: true, force: true });
});

function recordingProgress() {
  const seen = { total: -1, exact: false, last: 0 };
  const progress: ExportProgress = {
    start(total, exact) {
      seen.total = total;
      seen.exact = exact;
    },
    advance(rows) {
      seen.last = rows;
    },
  };
  return { seen, progress };
}

const base = { view: "fact_small", exactCount: false, format: "csv" as const };

describe("export on PGlite", () => {
  it("writes RFC 4180 CSV with a header and every row, counting exactly on request", async () => {
    const path = join(dir, "small.csv");
    const { seen, progress } = recordingProgress();
    const result = await exportToOutput(conn, { ...base, exactCount: true }, { path }, progress);
    expect(result.rows).toBe(100);
    expect(seen).toEqual({ total: 100, exact: true, last: 100 });
    const csv = await readFile(path, "utf8");
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("id,big,request_date,requested_at,amount_aed,paid,note");
    expect(lines[1]).toBe("1,3000000000,2026-01-01,2026-01-01 21:00:00+00,1.15,false,plain");
    expect(lines[2]).toBe(
      '2,6000000000,2026-01-01,2026-01-01 22:00:00+00,2.30,true,"a ""quoted"", multi\nline"',
    );
    expect(lines[3]).toBe("3,9000000000,2026-01-01,2026-01-01 23:00:00+00,3.45,false,");
    expect(lines.length).toBe(102); // header, 100 records, and the empty string after the last CRLF
    expect(await readdir(dir)).not.toContain("small.csv.partial");
  });

  it("writes Parquet the library reads back with the mapped types", async () => {
    const path = join(dir, "small.parquet");
    const { seen, progress } = recordingProgress();
    await exportToOutput(conn, { ...base, format: "parquet" }, { path }, progress);
    expect(seen.exact).toBe(false);
    expect(seen.last).toBe(100);
    const reader = await ParquetReader.openFile(path);
    try {
      expect(Number(reader.getRowCount())).toBe(100);
      const cursor = reader.getCursor();
      const first = (await cursor.next()) as Record<string, unknown>;
      const second = (await cursor.next()) as Record<string, unknown>;
      const third = (await cursor.next()) as Record<string, unknown>;
      expect(first.id).toBe(1);
      expect(first.big).toBe(3000000000n);
      expect((first.request_date as Date).toISOString()).toBe("2026-01-01T00:00:00.000Z");
      expect((first.requested_at as Date).toISOString()).toBe("2026-01-01T21:00:00.000Z");
      // A decimal reads back as its unscaled integer's bytes: 1.15 in numeric(10,2) is 115 (which
      // parquetjs's own INT64 decimal would have floored to 114).
      expect((first.amount_aed as Buffer).readBigInt64BE()).toBe(115n);
      expect(first.paid).toBe(false);
      expect(first.note).toBe("plain");
      expect(second.note).toBe('a "quoted", multi\nline');
      // NULL reads back as absent.
      expect(third.note ?? null).toBeNull();
    } finally {
      await reader.close();
    }
  });

  it("filters inclusive days on the date column", async () => {
    const path = join(dir, "days.csv");
    const { progress } = recordingProgress();
    const result = await exportToOutput(
      conn,
      { ...base, from: "2026-01-02", to: "2026-01-03" },
      { path },
      progress,
    );
    expect(result.plan.dateColumn?.name).toBe("request_date");
    expect(result.rows).toBe(20);
    const ids = (await readFile(path, "utf8"))
      .split("\r\n")
      .slice(1, -1)
      .map((l) => Number(l.split(",")[0]));
    expect(Math.min(...ids)).toBe(11);
    expect(Math.max(...ids)).toBe(30);
  });

  it("cuts a timestamptz --date-column at Dubai midnight, not UTC's", async () => {
    const path = join(dir, "dubai.csv");
    const { progress } = recordingProgress();
    const result = await exportToOutput(
      conn,
      { ...base, from: "2026-01-02", to: "2026-01-02", dateColumn: "requested_at" },
      { path },
      progress,
    );
    // Dubai's Jan 2 is 20:00 UTC Jan 1 to 20:00 UTC Jan 2: rows 1..23 (21:00 Jan 1 … 19:00 Jan 2).
    expect(result.rows).toBe(23);
  });

  it("refuses a view it does not have, listing those it has; rm is not the analytics schema", async () => {
    const { progress } = recordingProgress();
    const attempt = exportToOutput(
      conn,
      { ...base, view: "secrets" },
      { path: join(dir, "x.csv") },
      progress,
    );
    await expect(attempt).rejects.toThrow(ExportRequestError);
    await expect(attempt).rejects.toThrow(
      'no view "secrets" in the analytics schema; there are: dim_nodate, fact_small',
    );
    expect(existsSync(join(dir, "x.csv"))).toBe(false);
    expect(existsSync(join(dir, "x.csv.partial"))).toBe(false);
  });

  it("refuses --from on a view without a date column, naming the problem", async () => {
    const { progress } = recordingProgress();
    await expect(
      exportToOutput(
        conn,
        { ...base, view: "dim_nodate", from: "2026-01-01" },
        { path: join(dir, "n.csv") },
        progress,
      ),
    ).rejects.toThrow("--from/--to: the view has no column of type date; it has no date or timestamp column");
  });

  it("leaves no file, partial or whole, when interrupted, and the connection stays usable", async () => {
    const path = join(dir, "stopped.parquet");
    const stop = new AbortController();
    stop.abort(new Error("interrupted"));
    const { progress } = recordingProgress();
    await expect(
      exportToOutput(conn, { ...base, format: "parquet" }, { path }, progress, stop.signal),
    ).rejects.toThrow("interrupted");
    expect(existsSync(path)).toBe(false);
    expect(existsSync(`${path}.partial`)).toBe(false);
    // The transaction was rolled back: a new export runs on the same connection.
    const again = await exportToOutput(conn, base, { path: join(dir, "again.csv") }, progress);
    expect(again.rows).toBe(100);
  });

  it("says where to look when the embedded database does not exist", async () => {
    await expect(openExportConnection({ kind: "pglite", dir: join(dir, "missing") })).rejects.toThrow(
      /no embedded database at .*missing \(DATA_DIR\): start the server once, or set DATABASE_URL/,
    );
    expect(existsSync(join(dir, "missing"))).toBe(false);
  });
});
