/** The two formats of `npm run export`, each over any writable stream. */
import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { ParquetSchema, ParquetWriter } from "@dsnp/parquetjs";
import type { ExportArgs } from "./analyticsExportArgs";
import type { ExportColumn } from "./analyticsExportColumns";
import { csvRecord } from "./analyticsExportCsv";
import {
  type ExportConnection,
  type ExportProgress,
  type ExportResult,
  exportView,
  type RowSink,
} from "./analyticsExportRun";

/** Writes and, when the stream's buffer is full, waits for it to drain: memory stays one batch. */
async function write(stream: Writable, chunk: string): Promise<void> {
  if (!stream.write(chunk)) await once(stream, "drain");
}

/** CSV with a header of the view's column names; the caller ends the stream. */
export async function csvSink(stream: Writable, columns: readonly ExportColumn[]): Promise<RowSink> {
  await write(stream, csvRecord(columns.map((c) => c.name)));
  return {
    async write(rows) {
      let chunk = "";
      for (const row of rows) chunk += csvRecord(row);
      await write(stream, chunk);
    },
    async close() {},
  };
}

export function parquetSchema(columns: readonly ExportColumn[]): ParquetSchema {
  return new ParquetSchema(
    Object.fromEntries(
      columns.map((c) => [
        c.name,
        // Every column may be NULL: a view's columns carry no NOT NULL. Snappy: the usual Parquet
        // codec, roughly halving the file for little CPU.
        { ...c.parquet, optional: true, compression: "SNAPPY" as const },
      ]),
    ),
  );
}

/** Parquet with a schema mapped from the column types; closing writes the footer and ends the stream. */
export async function parquetSink(stream: Writable, columns: readonly ExportColumn[]): Promise<RowSink> {
  // Its type asks for an fs.WriteStream, but the writer only calls write(buf, cb) and end(cb) on it.
  const writer = await ParquetWriter.openStream(parquetSchema(columns), stream as WriteStream);
  writer.setMetadata("created_by_roadside", "npm run export");
  return {
    async write(rows) {
      for (const row of rows) {
        const record: Record<string, unknown> = {};
        for (let i = 0; i < columns.length; i++) {
          const text = row[i];
          // Absent, not null: parquetjs writes a missing optional field as NULL.
          if (text !== null && text !== undefined) record[columns[i]!.name] = columns[i]!.toParquet(text);
        }
        await writer.appendRow(record);
      }
    },
    close: () => writer.close(),
  };
}

export type ExportOutput = { path: string } | { stream: Writable };

/**
 * Runs the export into a file or a stream. A file is written as `<path>.partial` and renamed when
 * complete, so a failed or interrupted export never leaves a truncated file under the real name.
 */
export async function exportToOutput(
  conn: ExportConnection,
  args: Pick<ExportArgs, "view" | "from" | "to" | "dateColumn" | "exactCount" | "format">,
  output: ExportOutput,
  progress: ExportProgress,
  signal?: AbortSignal,
): Promise<ExportResult> {
  const partial = "path" in output ? `${output.path}.partial` : undefined;
  const stream = "stream" in output ? output.stream : createWriteStream(partial!, { flags: "w" });
  try {
    const result = await exportView(
      conn,
      args,
      (columns) => (args.format === "csv" ? csvSink(stream, columns) : parquetSink(stream, columns)),
      progress,
      signal,
    );
    // The Parquet writer ends its stream itself when it writes the footer.
    if (!stream.writableEnded) stream.end();
    await finished(stream);
    if (partial && "path" in output) await rename(partial, output.path);
    return result;
  } catch (error) {
    // Ended, not destroyed: the Parquet writer may still have a write in flight (its header), whose
    // callback would otherwise fail after we are gone, as an unhandled rejection.
    if (!stream.writableEnded) stream.end();
    await finished(stream).catch(() => {});
    if (partial) await rm(partial, { force: true });
    throw error;
  }
}
