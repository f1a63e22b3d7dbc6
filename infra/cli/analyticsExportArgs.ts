/** The command line of `npm run export`, checked before anything connects. */
import { parseArgs } from "node:util";
import type { Format } from "./analyticsExportColumns";

export const USAGE = `usage: npm run export -- <view> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--format csv|parquet] [--out <file>|-]
       [--date-column <column>] [--exact-count] [--force]
  <view>           a view of the analytics schema, e.g. fact_requests (or analytics.fact_requests)
  --from, --to     inclusive days on the view's date column: its first date column named date, day or
                   *_date, else its first date column; --date-column names another (date or timestamp)
  --format         csv (RFC 4180, the default) or parquet; a --out ending in .parquet implies parquet
  --out            the file to write (default <view>.<format>); - writes to stdout (use npm run -s)
  --exact-count    count the rows first for an exact progress bar (otherwise the planner's estimate)
  --force          overwrite an existing file`;

/** A mistake on the command line: exit code 2, the message and the usage. */
export class UsageError extends Error {}

export interface ExportArgs {
  /** The view's name within the analytics schema. */
  view: string;
  from?: string;
  to?: string;
  format: Format;
  /** A path, or "-" for stdout. */
  out: string;
  dateColumn?: string;
  exactCount: boolean;
  force: boolean;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day in YYYY-MM-DD (2026-02-30 is refused, not rolled over to March). */
function day(option: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const match = DAY.exec(value);
  const date = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== value)
    throw new UsageError(`${option}: "${value}" is not a day; use YYYY-MM-DD, e.g. 2026-03-01`);
  return value;
}

/** Parses argv (without node and the script); `undefined` means --help was asked for. */
export function parseExportArgs(argv: readonly string[]): ExportArgs | undefined {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    // node's messages already name the option ("Unknown option '--form'"); keep them, drop the code.
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return undefined;
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? "<view>: name the analytics view to export"
        : `<view>: one view at a time, not ${positionals.map((p) => `"${p}"`).join(", ")}`,
    );
  const view = positionals[0]!.replace(/^analytics\./, "");
  if (view === "" || view.includes("."))
    throw new UsageError(`<view>: "${positionals[0]}" is not a view of the analytics schema`);

  const from = day("--from", values.from);
  const to = day("--to", values.to);
  if (from && to && from > to) throw new UsageError(`--from ${from} is after --to ${to}`);

  const out = values.out ?? undefined;
  if (out === "") throw new UsageError("--out: give a file name, or - for stdout");
  let format: Format;
  if (values.format === undefined) format = out?.toLowerCase().endsWith(".parquet") ? "parquet" : "csv";
  else if (values.format === "csv" || values.format === "parquet") format = values.format;
  else throw new UsageError(`--format: "${values.format}" is not csv or parquet`);

  if (values["date-column"] !== undefined && !from && !to)
    throw new UsageError("--date-column: only means something with --from or --to");

  return {
    view,
    from,
    to,
    format,
    out: out ?? `${view}.${format}`,
    dateColumn: values["date-column"],
    exactCount: values["exact-count"] ?? false,
    force: values.force ?? false,
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      from: { type: "string" },
      to: { type: "string" },
      format: { type: "string" },
      out: { type: "string", short: "o" },
      "date-column": { type: "string" },
      "exact-count": { type: "boolean" },
      force: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
}
