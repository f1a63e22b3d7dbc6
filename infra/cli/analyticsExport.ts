/**
 * `npm run export -- <view> [--from YYYY-MM-DD --to YYYY-MM-DD] [--format csv|parquet] [--out file]`:
 * one view of the analytics schema to CSV or Parquet, streamed through a server-side cursor (a
 * million rows in constant memory), with a progress bar on stderr. Exit codes: 0 done, 1 the export
 * failed (connection, query, disk), 2 the request was wrong (arguments, unknown view, no date
 * column), 130 interrupted (no file is left behind: see exportToOutput).
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { Writable } from "node:stream";
import cliProgress from "cli-progress";
import { ConfigError, loadConfig } from "../config/config";
import { parseExportArgs, USAGE, UsageError } from "./analyticsExportArgs";
import { exportTarget, openExportConnection } from "./analyticsExportConnection";
import { type ExportConnection, type ExportProgress, ExportRequestError } from "./analyticsExportRun";
import { exportToOutput } from "./analyticsExportSinks";

function fail(message: string, code: number): never {
  process.stderr.write(`export: ${message}\n`);
  process.exit(code);
}

let args: ReturnType<typeof parseExportArgs>;
try {
  args = parseExportArgs(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) fail(`${error.message}\n${USAGE}`, 2);
  throw error;
}
if (!args) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const toStdout = args.out === "-";
// npm runs scripts in the package's folder; a relative --out means the folder the analyst typed it in.
const outPath = toStdout ? "-" : resolve(process.env.INIT_CWD ?? process.cwd(), args.out);
if (!toStdout && existsSync(outPath) && !args.force)
  fail(`${outPath} exists already: choose another --out, or --force to overwrite it`, 2);
if (toStdout && args.format === "parquet" && process.stdout.isTTY)
  fail("Parquet is binary: redirect stdout to a file, or give --out <file>", 2);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message, 2);
  throw error;
}

/** Stdout must not be ended (the process still writes to it), so the sinks get a forwarding stream. */
function stdoutStream(): Writable {
  // A reader that stops early (`| head`) closes the pipe: the write's callback gets EPIPE, which
  // ends the export below; without this listener the same error would also crash the process.
  process.stdout.on("error", () => {});
  return new Writable({
    write(chunk, _encoding, done) {
      process.stdout.write(chunk, (error) => done(error ?? undefined));
    },
  });
}

const isClosedPipe = (error: unknown) => (error as { code?: string } | null)?.code === "EPIPE";

function progressBar(): ExportProgress & { stop(): void } {
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: "{bar} {value}/{total} rows{estimated} | {percentage}% | {eta_formatted} left",
      hideCursor: true,
      etaBuffer: 20,
    },
    cliProgress.Presets.shades_classic,
  );
  let total = 0;
  let estimated = "";
  let started = false;
  return {
    start(expected, exact) {
      total = Math.max(expected, 1);
      estimated = exact ? "" : " (estimated)";
      bar.start(total, 0, { estimated });
      started = true;
    },
    advance(rows) {
      // The planner's estimate can be low: grow the total rather than show 140%.
      if (rows > total) {
        total = rows;
        bar.setTotal(total);
      }
      bar.update(rows, { estimated });
    },
    stop() {
      if (started) bar.stop();
    },
  };
}

const interrupted = new AbortController();
process.on("SIGINT", () => interrupted.abort(new Error("interrupted")));

const target = exportTarget(config);
const progress = progressBar();
let connection: ExportConnection | undefined;
let exitCode = 0;
const started = Date.now();
try {
  connection = await openExportConnection(target);
  const result = await exportToOutput(
    connection,
    args,
    toStdout ? { stream: stdoutStream() } : { path: outPath },
    progress,
    interrupted.signal,
  );
  progress.stop();
  const filter = result.plan.dateColumn
    ? ` with ${result.plan.dateColumn.name} from ${args.from ?? "the start"} to ${args.to ?? "the end"}`
    : "";
  process.stderr.write(
    `exported ${result.rows} rows of analytics.${args.view}${filter} to ${toStdout ? "stdout" : outPath} (${args.format}) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
} catch (error) {
  progress.stop();
  const message = error instanceof Error ? error.message : String(error);
  if (toStdout && isClosedPipe(error)) {
    // The reader had what it wanted (`| head`): not a failure, and nothing to say.
    exitCode = 0;
  } else if (interrupted.signal.aborted) {
    process.stderr.write("\nexport: interrupted; nothing was written\n");
    exitCode = 130;
  } else if (error instanceof ExportRequestError) {
    process.stderr.write(`export: ${message}\n`);
    exitCode = 2;
  } else {
    process.stderr.write(`\nexport failed: ${message}\n`);
    exitCode = 1;
  }
} finally {
  await connection?.close().catch(() => {});
}
process.exit(exitCode);
