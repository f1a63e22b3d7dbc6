import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Mailer, MailMessage } from "../../domain/ports/mailer";

/** An attachment as the outbox file holds it: its bytes in base64, beside the JSON's text. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** What one outbox file holds: the message as it would have been sent. */
export interface OutboxMail extends Omit<MailMessage, "attachments"> {
  from: string;
  writtenAt: string;
  attachments?: OutboxAttachment[];
}

/** The embedded default: `<DATA_DIR>/outbox`, where a developer reads what would have been mailed. */
export const outboxDir = (dataDir: string): string => join(dataDir, "outbox");

/**
 * Writes each mail as `<idempotencyKey>.json` instead of sending it, so the product works offline
 * (a developer follows a reset link from the file or the log line). Same key, same file: a mail
 * written again after a crash replaces itself. Written to a temporary name and renamed, so a
 * reader never sees half a file.
 */
export function outboxMailer(options: {
  dataDir: string;
  from: string;
  onWritten?: (file: string, message: MailMessage) => void;
}): Mailer {
  const dir = outboxDir(options.dataDir);
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const name = message.idempotencyKey.replace(/[^A-Za-z0-9_-]/g, "_");
      const file = join(dir, `${name}.json`);
      const { attachments, ...rest } = message;
      const mail: OutboxMail = {
        ...rest,
        from: options.from,
        writtenAt: new Date().toISOString(),
        ...(attachments?.length
          ? {
              attachments: attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                contentBase64: Buffer.from(a.content).toString("base64"),
              })),
            }
          : {}),
      };
      await writeFile(`${file}.tmp`, `${JSON.stringify(mail, null, 2)}\n`);
      await rename(`${file}.tmp`, file);
      options.onWritten?.(file, message);
    },
  };
}
