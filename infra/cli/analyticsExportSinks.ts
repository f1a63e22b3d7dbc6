/** The two formats of `npm run export`, each over any writable stream. */
import { once } from "node:events";
import type { WriteStream } from "node:fs";
import type { Writable } from "node:stream";
import { ParquetSchema, ParquetWriter } from "@dsnp/parquetjs";
import type { ExportColumn } from "./analyticsExportColumns";
import { csvRecord } from "./analyticsExportCsv";
import type { RowSink } from "./analyticsExportRun";

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
