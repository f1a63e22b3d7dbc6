import type { QueryOptions, Sql, SqlParam } from "../../../domain/ports/sql";
import { type Column, unnestRows } from "./columnArrays";
import { copyRowsText } from "./copyRows";

/*
 * Applying a batch in memory: a projection reads the rows a batch needs once (one query per
 * table), folds every event of the batch into them in plain code, and writes each table back with
 * one multi-row statement (columnArrays.ts). A batch of thousands of events then costs a handful of round trips
 * instead of several per event, and because the fold runs event by event in order, the values are
 * exactly those of applying the events one at a time (float sums included), whatever the batch size.
 *
 * Rows are plain objects keyed by column name, with the values `row_to_json` gives: text and
 * timestamps as strings (compare times with `Date.parse`), numbers, booleans, arrays, null.
 * New rows must carry every NOT NULL column (a missing value is written as null, not as the column's default).
 */

export type Row = Record<string, unknown>;

/** Writable columns (generated ones excluded) per table name: the same code writes the same tables. */
const columnsByTable = new Map<string, Column[]>();

async function writableColumns(tx: Sql, table: string): Promise<Column[]> {
  const known = columnsByTable.get(table);
  if (known) return known;
  const { rows } = await tx.query<Column>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attnum`,
    [table],
  );
  if (rows.length === 0) throw new Error(`table ${table} has no columns (is it migrated?)`);
  columnsByTable.set(table, rows);
  return rows;
}

/**
 * The statements here are built per call but from a table's fixed columns and keys (and, for a
 * flush, which of a projection's few tables changed), so each projection has a handful of texts:
 * prepared, PostgreSQL plans them once per connection. Planning a wide upsert cost more than
 * running it (pgbench here, a 30-column INSERT … unnest … ON CONFLICT DO UPDATE: ~2.2 ms unprepared,
 * ~0.7 ms prepared). Unqualified table names stay right in a rebuild: PostgreSQL re-parses a
 * prepared statement whenever search_path has changed since its last use, and after a table swap.
 */
const WRITE_PATH: QueryOptions = { prepared: true };

const columnNames = (columns: readonly Column[]) => columns.map((column) => column.name);

/**
 * New rows (keys known to be absent) go by COPY when a table has at least this many in one
 * flush: a replay's batches. Smaller (live) batches keep the single upsert statement and its one
 * round trip. For the dashboard's rows COPY cost PostgreSQL about a third less than the upsert
 * (20,000 rows with the generated search vector and three indexes: 0.31-0.37 s against 0.50-0.56 s).
 */
export const COPY_MIN_ROWS = 256;

const KEY_SEPARATOR = "\u0000";

export class BatchTable<R extends Row = Row> {
  /** null: looked up and absent. */
  private readonly rows = new Map<string, R | null>();
  private readonly dirty = new Set<string>();
  private readonly deleted = new Set<string>();
  /** Key column → values whose rows were all loaded by `loadWhere`: other keys with them are absent. */
  private readonly complete = new Map<string, Set<string>>();
  /** Dirty keys known not to be stored (looked up or marked absent, not deleted): inserts. */
  private readonly fresh = new Set<string>();

  constructor(
    readonly table: string,
    readonly key: readonly string[],
    /** Tests lower it to take the COPY path with a few rows. */
    private readonly copyMinRows = COPY_MIN_ROWS,
  ) {}

  keyOf(...parts: unknown[]): string {
    return this.keyOfParts(parts);
  }

  /** As parts.map(String).join(KEY_SEPARATOR), without the intermediate array (a hot path). */
  private keyOfParts(parts: readonly unknown[]): string {
    if (parts.length === 0) return "";
    let key = String(parts[0]);
    for (let i = 1; i < parts.length; i++) key += KEY_SEPARATOR + String(parts[i]);
    return key;
  }

  /** The key of a row, read straight off its key columns (every put and every loaded row). */
  private rowKey(row: R): string {
    const columns = this.key;
    if (columns.length === 0) return "";
    let key = String(row[columns[0]!]);
    for (let i = 1; i < columns.length; i++) key += KEY_SEPARATOR + String(row[columns[i]!]);
    return key;
  }

  /** Reads the rows with these keys (each an array of key column values) that are not loaded yet. */
  async load(tx: Sql, keys: Iterable<readonly unknown[]>): Promise<void> {
    const wanted = new Map<string, readonly unknown[]>();
    for (const parts of keys) {
      const key = this.keyOfParts(parts);
      if (!this.rows.has(key)) wanted.set(key, parts);
    }
    if (wanted.size === 0) return;
    const columns = await writableColumns(tx, this.table);
    const keyColumns = this.key.map((name) => {
      const column = columns.find((c) => c.name === name);
      if (!column) throw new Error(`${this.table} has no writable key column ${name}`);
      return column;
    });
    // One typed array per key column (as the upserts send rows: columnArrays.ts), no JSON to lex.
    const keyArrays: unknown[][] = keyColumns.map((): unknown[] => []);
    for (const parts of wanted.values()) for (let i = 0; i < parts.length; i++) keyArrays[i]!.push(parts[i]);
    const arrays = keyColumns.map((column, i) => `$${i + 1}::${column.type}[]`);
    const names = columnNames(columns);
    if (keyColumns.length === 1) {
      await this.select(tx, names, `FROM ${this.table} WHERE ${this.key[0]} = ANY(${arrays[0]})`, keyArrays);
    } else {
      // Composite keys: one primary-key probe per wanted tuple (a lateral subquery kept apart by
      // OFFSET 0, so neither a custom plan's hash join nor per-column `= ANY` lists can turn it into
      // a scan). The lists (what this was) let the planner probe the first column alone and filter
      // the second: every day of each provider named, on every batch, so a replay's cost grew
      // with the table.
      const keyNames = keyColumns.map((_, i) => `key_${i}`);
      const match = this.key.map((name, i) => `${name} = k.${keyNames[i]}`).join(" AND ");
      await this.select(
        tx,
        names.map((name) => `t.${name}`),
        `FROM unnest(${arrays.join(", ")}) AS k(${keyNames.join(", ")}),
           LATERAL (SELECT * FROM ${this.table} WHERE ${match} OFFSET 0) t`,
        keyArrays,
      );
    }
    for (const key of wanted.keys()) if (!this.rows.has(key)) this.rows.set(key, null);
  }

  /** Reads every row whose `column` is one of `values` (for lookups by a non-key column; keep it indexed). */
  async loadWhere(tx: Sql, column: string, values: Iterable<string>): Promise<R[]> {
    const list = [...new Set(values)];
    if (list.length === 0) return [];
    const columns = columnNames(await writableColumns(tx, this.table));
    const found = await this.select(tx, columns, `FROM ${this.table} WHERE ${column} = ANY($1::text[])`, [
      list,
    ]);
    const complete = this.complete.get(column) ?? new Set<string>();
    for (const value of list) complete.add(value);
    this.complete.set(column, complete);
    return found;
  }

  /** `from`: the FROM clause and its conditions; `columns` as they may be named there. */
  private async select(tx: Sql, columns: string[], from: string, params: SqlParam[]): Promise<R[]> {
    const { rows } = await tx.query<{ r: string }>(
      `SELECT row_to_json(x)::text AS r FROM (SELECT ${columns.join(", ")} ${from}) x`,
      params,
      WRITE_PATH,
    );
    const found: R[] = [];
    for (const { r } of rows) {
      const row = JSON.parse(r) as R;
      const key = this.rowKey(row);
      // A row already in memory may hold this batch's changes: it wins over the stored one.
      const held = this.rows.get(key);
      if (held) found.push(held);
      else if (!this.deleted.has(key)) {
        this.rows.set(key, row);
        found.push(row);
      }
    }
    return found;
  }

  /**
   * Records keys whose rows the caller knows are not stored (say, for a record whose first event is
   * in this batch), so `get` needs no load for them. A row already in memory is kept.
   */
  markAbsent(keys: Iterable<readonly unknown[]>): void {
    for (const parts of keys) {
      const key = this.keyOfParts(parts);
      if (!this.rows.has(key)) this.rows.set(key, null);
    }
  }

  /** As `markAbsent`, for every row whose `column` is one of `values`: `loadWhere` without the query. */
  markAbsentWhere(column: string, values: Iterable<string>): void {
    const complete = this.complete.get(column) ?? new Set<string>();
    for (const value of values) complete.add(value);
    this.complete.set(column, complete);
  }

  /** The row, if loaded and present. Reading a key that was never loaded is a bug in the caller. */
  get(...parts: unknown[]): R | undefined {
    const key = this.keyOfParts(parts);
    const row = this.rows.get(key);
    if (row === undefined && !this.rows.has(key) && !this.isComplete(parts)) {
      throw new Error(`${this.table}: row ${parts.join("/")} was read without being loaded first`);
    }
    return row ?? undefined;
  }

  private isComplete(parts: readonly unknown[]): boolean {
    return this.key.some((column, i) => this.complete.get(column)?.has(String(parts[i])) ?? false);
  }

  /** Every present row in memory (loaded or written), e.g. to find rows by another column. */
  *present(): IterableIterator<R> {
    for (const row of this.rows.values()) if (row) yield row;
  }

  /** Inserts or replaces the row; marks it for writing. Mutating a row from `get` needs `put` too. */
  put(row: R): R {
    const key = this.rowKey(row);
    const before = this.rows.get(key);
    const absent =
      before === null || (before === undefined && this.isComplete(this.key.map((column) => row[column])));
    // A deleted key put again is no longer deleted by the flush (the upsert replaces whatever is
    // stored): not an insert for COPY to make.
    if (absent && !this.deleted.has(key)) this.fresh.add(key);
    this.rows.set(key, row);
    this.deleted.delete(key);
    this.dirty.add(key);
    return row;
  }

  delete(...parts: unknown[]): void {
    const key = this.keyOfParts(parts);
    this.rows.set(key, null);
    this.dirty.delete(key);
    this.fresh.delete(key);
    this.deleted.add(key);
  }

  /** Writes the changed rows with one upsert and the deleted ones with one delete. */
  flush(tx: Sql): Promise<void> {
    return flushTables(tx, [this]);
  }

  /** The delete of the deleted rows, if any (one statement, its JSON parameter). */
  async deleteStatement(tx: Sql): Promise<{ text: string; param: string } | null> {
    if (this.deleted.size === 0) return null;
    await writableColumns(tx, this.table);
    const keyList = this.key.join(", ");
    const keyRows = [...this.deleted].map((key) => {
      const parts = key.split(KEY_SEPARATOR);
      return Object.fromEntries(this.key.map((column, i) => [column, parts[i]]));
    });
    return {
      text: `DELETE FROM ${this.table} WHERE (${keyList}) IN
           (SELECT ${keyList} FROM json_populate_recordset(null::${this.table}, $1::json))`,
      param: JSON.stringify(keyRows),
    };
  }

  /** The upsert of the changed rows, if any, its parameters (one array per column) numbered from `$first`. */
  async upsertStatement(tx: Sql, first: number): Promise<{ text: string; params: SqlParam[] } | null> {
    if (this.dirty.size === 0) return null;
    const columns = await writableColumns(tx, this.table);
    const names = columnNames(columns);
    const keyList = this.key.join(", ");
    const rows: R[] = [];
    for (const key of this.dirty) rows.push(this.rows.get(key)!);
    const others = names.filter((column) => !this.key.includes(column));
    const onConflict =
      others.length === 0
        ? "DO NOTHING"
        : `DO UPDATE SET ${others.map((column) => `${column} = excluded.${column}`).join(", ")}`;
    const { select, params } = unnestRows(rows, columns, first);
    return {
      text: `INSERT INTO ${this.table} (${names.join(", ")})
         ${select}
         ON CONFLICT (${keyList}) ${onConflict}`,
      params,
    };
  }

  /**
   * Writes the new rows with COPY when there are enough of them and the Sql can (Sql.copyFrom);
   * they are then no longer dirty. In a savepoint: should a key turn out to be taken after all, the
   * COPY is undone and those rows go with the upsert, as before, instead of failing the batch.
   */
  async copyFresh(tx: Sql): Promise<void> {
    if (!tx.copyFrom || this.fresh.size < this.copyMinRows) return;
    const columns = await writableColumns(tx, this.table);
    const keys = [...this.fresh].filter((key) => this.dirty.has(key));
    const text = copyRowsText(
      keys.map((key) => this.rows.get(key)!),
      columns,
    );
    try {
      await tx.transaction((inner) => inner.copyFrom!(this.table, columnNames(columns), text));
    } catch {
      return; // rolled back to the savepoint: the upsert writes them
    }
    for (const key of keys) this.dirty.delete(key);
    this.fresh.clear();
  }

  /** After the writes: nothing is pending any more. */
  markFlushed(): void {
    this.dirty.clear();
    this.deleted.clear();
    this.fresh.clear();
  }
}

/**
 * Writes several tables' changes: each table's deletes (a statement each, when it has any), then
 * the upserts of all of them in one statement (data-modifying CTEs; the tables are distinct, so
 * no row is written twice) — one round trip where a batch of a live projection used one per table.
 */
export async function flushTables(tx: Sql, tables: readonly BatchTable<Row>[]): Promise<void> {
  if (new Set(tables.map((t) => t.table)).size !== tables.length) {
    throw new Error("flushTables: a table is listed twice");
  }
  // The deletes are not waited for one by one: statements run in the order issued, so they are done
  // before the upserts below (and before a COPY's savepoint), and their answers come back with the
  // upserts' (one round trip for the whole flush on a pipelining connection).
  const deletes: Promise<unknown>[] = [];
  for (const table of tables) {
    const deletion = await table.deleteStatement(tx);
    if (deletion) deletes.push(tx.query(deletion.text, [deletion.param], WRITE_PATH));
  }
  const deleted = Promise.all(deletes);
  deleted.catch(() => {}); // awaited below; a failed delete aborts the transaction, and the rest fail too
  for (const table of tables) await table.copyFresh(tx);
  const upserts: { text: string; params: SqlParam[] }[] = [];
  const params: SqlParam[] = [];
  for (const table of tables) {
    const upsert = await table.upsertStatement(tx, params.length + 1);
    if (!upsert) continue;
    upserts.push(upsert);
    params.push(...upsert.params);
  }
  if (upserts.length > 0) {
    const last = upserts.at(-1)!;
    const ctes = upserts.slice(0, -1).map((upsert, i) => `w${i} AS (${upsert.text})`);
    const text = ctes.length > 0 ? `WITH ${ctes.join(",\n")}\n${last.text}` : last.text;
    await Promise.all([deleted, tx.query(text, params, WRITE_PATH)]);
  }
  await deleted;
  for (const table of tables) table.markFlushed();
}

/**
 * Inserts rows (all with the same columns) in one statement; a row whose key or unique column is
 * taken — stored already or earlier in `rows` — is skipped, so the first one wins as it would
 * inserting them one by one with ON CONFLICT DO NOTHING.
 */
export async function insertNew(tx: Sql, table: string, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const writable = await writableColumns(tx, table);
  const columns = Object.keys(first).map((name) => {
    const column = writable.find((c) => c.name === name);
    if (!column) throw new Error(`${table} has no writable column ${name}`);
    return column;
  });
  const { select, params } = unnestRows(rows, columns, 1);
  await tx.query(
    `INSERT INTO ${table} (${columnNames(columns).join(", ")})
     ${select}
     ON CONFLICT DO NOTHING`,
    params,
    WRITE_PATH,
  );
}
