import type pg from "pg";

/** The parts of pg's connection a COPY FROM STDIN uses (pg-copy-streams does the same, as a stream). */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * COPY … FROM STDIN over a `pg` client: pg runs any object with `submit` as a query and hands it
 * the protocol messages, so the whole text goes in one CopyData message once the server asks.
 * pg sends nothing else on the connection until ReadyForQuery, whatever happens in between.
 */
class CopyFromText {
  callback?: (error: Error | null, rows?: number) => void;
  private rows = 0;
  private done = false;

  constructor(
    private readonly text: string,
    private readonly data: string,
  ) {}

  submit(connection: CopyConnection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection): void {
    if (this.data.length > 0) connection.sendCopyFromChunk(Buffer.from(this.data, "utf8"));
    connection.endCopyFrom();
  }

  handleCommandComplete(message: { text?: string }): void {
    this.rows = Number(/^COPY (\d+)/.exec(message.text ?? "")?.[1] ?? 0);
  }

  handleError(error: Error): void {
    this.finish(error);
  }

  handleReadyForQuery(): void {
    this.finish(null);
  }

  // A COPY FROM STDIN sends none of these; pg calls them on any active query.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handlePortalSuspended(): void {}
  handleEmptyQuery(): void {}
  handleCopyData(): void {}

  private finish(error: Error | null): void {
    if (this.done) return;
    this.done = true;
    this.callback?.(error, this.rows);
  }
}

/** Quotes an identifier that is a constant of the code (see Sql.copyFrom). */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs COPY table (columns) FROM STDIN with `data` in text format; resolves to the rows copied. */
export function copyFromText(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  data: string,
): Promise<number> {
  const text = `COPY ${quoted(table)} (${columns.map(quoted).join(", ")}) FROM STDIN`;
  return new Promise((resolve, reject) => {
    const copy = new CopyFromText(text, data);
    copy.callback = (error, rows) => (error ? reject(error) : resolve(rows ?? 0));
    client.query(copy as unknown as pg.Submittable);
  });
}
