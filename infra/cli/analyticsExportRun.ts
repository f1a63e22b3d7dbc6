/**
 * The export itself, free of the command line: find the view, plan the query, stream it through a
 * server-side cursor into a sink. One REPEATABLE READ, READ ONLY transaction holds the estimate and
 * the cursor, so the rows are one consistent snapshot however long the export takes, and the
 * analyst role (read-only sessions, a statement timeout) can run it: each FETCH is a short statement.
 */
import type { ExportArgs } from "./analyticsExportArgs";
import {
  type CatalogColumn,
  dateColumn,
  dateFilter,
  type ExportColumn,
  exportColumn,
  type Format,
  quoteIdent,
  SESSION_SETTINGS,
} from "./analyticsExportColumns";

export const ANALYTICS_SCHEMA = "analytics";
/** Rows per FETCH: large enough that round trips do not dominate, small enough to stay a few MB. */
export const FETCH_ROWS = 5_000;

/** What the export needs of a database session: rows as arrays (each column's text or null). */
export interface ExportConnection {
  query(text: string, params?: readonly (string | null)[]): Promise<unknown[][]>;
  close(): Promise<void>;
}

/** Where rows go: a CSV or Parquet writer over a file or stdout. */
export interface RowSink {
  write(rows: readonly (string | null)[][]): Promise<void>;
  /** All rows written: finish the file (Parquet writes its footer here). */
  close(): Promise<void>;
}

export interface ExportProgress {
  /** `total` is the planner's estimate, or an exact count with --exact-count. */
  start(total: number, exact: boolean): void;
  advance(rowsSoFar: number): void;
}

/** The caller asked for something the database does not have: exit code 2, like a usage error. */
export class ExportRequestError extends Error {}

/** Relations of the analytics schema this session may read, by name. */
export async function analyticsViews(conn: ExportConnection): Promise<string[]> {
  // pg_catalog rather than information_schema: the latter omits materialized views, which the
  // schema may use where a plain view would be slow. Tables kept by projections count too.
  const rows = await conn.query(
    `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('v', 'm', 'r', 'p')
        AND has_table_privilege(c.oid, 'SELECT')
      ORDER BY c.relname`,
    [ANALYTICS_SCHEMA],
  );
  return rows.map((r) => String(r[0]));
}

/** The view's columns in order, or an ExportRequestError listing the views there are. */
export async function describeView(conn: ExportConnection, view: string): Promise<CatalogColumn[]> {
  const views = await analyticsViews(conn);
  if (!views.includes(view))
    throw new ExportRequestError(
      views.length === 0
        ? `no view "${view}": this database has no ${ANALYTICS_SCHEMA} views this role may read (is the analytics schema installed, and is this the analyst role?)`
        : `no view "${view}" in the ${ANALYTICS_SCHEMA} schema; there are: ${views.join(", ")}`,
    );
  const rows = await conn.query(
    // A domain exports as its base type: the mapping knows base types only.
    `SELECT a.attname,
            CASE WHEN t.typtype = 'd' THEN format_type(t.typbasetype, t.typtypmod)
                 ELSE format_type(a.atttypid, a.atttypmod) END
       FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attnum`,
    [`${quoteIdent(ANALYTICS_SCHEMA)}.${quoteIdent(view)}`],
  );
  return rows.map((r) => ({ name: String(r[0]), type: String(r[1]) }));
}

export interface ExportPlan {
  columns: ExportColumn[];
  /** The column --from/--to filter on, when they are given. */
  dateColumn?: CatalogColumn;
  sql: string;
  params: [string | null, string | null] | [];
}

export function planExport(
  view: string,
  catalog: readonly CatalogColumn[],
  args: Pick<ExportArgs, "from" | "to" | "dateColumn"> & { format: Format },
): ExportPlan {
  const columns = catalog.map(exportColumn);
  const list = columns.map((c) => `${c.select(args.format)} AS ${quoteIdent(c.name)}`).join(", ");
  const from = `FROM ${quoteIdent(ANALYTICS_SCHEMA)}.${quoteIdent(view)}`;
  if (args.from === undefined && args.to === undefined)
    return { columns, sql: `SELECT ${list} ${from}`, params: [] };
  const filterOn = dateColumn(catalog, args.dateColumn);
  return {
    columns,
    dateColumn: filterOn,
    sql: `SELECT ${list} ${from} WHERE ${dateFilter(filterOn)}`,
    params: [args.from ?? null, args.to ?? null],
  };
}

/** The planner's row estimate for the query: free, and good enough for a progress bar. */
async function estimate(conn: ExportConnection, plan: ExportPlan): Promise<number> {
  const [row] = await conn.query(`EXPLAIN (FORMAT JSON) ${plan.sql}`, plan.params);
  const json = row?.[0];
  // pg parses json columns, PGlite too in some versions; accept either.
  const parsed = (typeof json === "string" ? JSON.parse(json) : json) as [{ Plan: { "Plan Rows": number } }];
  return Math.max(0, Math.round(parsed[0].Plan["Plan Rows"]));
}

export interface ExportResult {
  rows: number;
  plan: ExportPlan;
}

/**
 * Streams the view through a cursor into `sink`, FETCH_ROWS at a time: memory holds one batch and
 * whatever the sink buffers (a Parquet row group), never the result. `signal` stops between batches.
 */
export async function exportView(
  conn: ExportConnection,
  args: Pick<ExportArgs, "view" | "from" | "to" | "dateColumn" | "exactCount"> & { format: Format },
  openSink: (columns: readonly ExportColumn[]) => Promise<RowSink>,
  progress: ExportProgress,
  signal?: AbortSignal,
): Promise<ExportResult> {
  await conn.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  try {
    for (const setting of SESSION_SETTINGS) await conn.query(setting);
    const catalog = await describeView(conn, args.view);
    let plan: ExportPlan;
    try {
      plan = planExport(args.view, catalog, args);
    } catch (error) {
      throw new ExportRequestError((error as Error).message);
    }
    if (args.exactCount) {
      const [row] = await conn.query(`SELECT count(*)::text FROM (${plan.sql}) AS counted`, plan.params);
      progress.start(Number(row?.[0]), true);
    } else progress.start(await estimate(conn, plan), false);

    const sink = await openSink(plan.columns);
    await conn.query(`DECLARE analytics_export NO SCROLL CURSOR FOR ${plan.sql}`, plan.params);
    const fetch = () =>
      conn.query(`FETCH ${FETCH_ROWS} FROM analytics_export`) as Promise<(string | null)[][]>;
    let rows = 0;
    let batch = await fetch();
    while (batch.length > 0) {
      signal?.throwIfAborted();
      // Ask for the next batch before writing this one: the server produces it while we encode
      // (two batches in memory at most). A short batch is the last one.
      const next = batch.length === FETCH_ROWS ? fetch() : Promise.resolve([]);
      // Should the write fail, the prefetch's own failure (if any) is not the one to report.
      next.catch(() => {});
      await sink.write(batch);
      rows += batch.length;
      progress.advance(rows);
      batch = await next;
    }
    await sink.close();
    await conn.query("COMMIT");
    return { rows, plan };
  } catch (error) {
    // The transaction only read; rolling back just releases the cursor and the snapshot.
    await conn.query("ROLLBACK").catch(() => {});
    throw error;
  }
}
