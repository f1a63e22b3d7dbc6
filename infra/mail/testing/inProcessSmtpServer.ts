import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it arrived (headers and MIME body). */
  raw: string;
  /** The body with quoted-printable soft breaks and escapes undone, for finding links and phrases. */
  decoded: string;
}

/** Quoted-printable as nodemailer writes long lines: soft line breaks and `=XX` escapes. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A real SMTP server (the `smtp-server` package) on a random local port, keeping what it receives.
 * `next` resolves when a matching message arrives: tests wait for that signal, never for a time.
 */
export async function startInProcessSmtpServer(options: { refuse?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  /** Recipients offered while refusing (a temporary failure), for tests of retries. */
  const refused: string[] = [];
  let onRefused: (() => void) | null = null;
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuse) return callback();
      refused.push(address.address);
      onRefused?.();
      const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 450 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        };
        received.push(mail);
        for (const waiter of [...waiters])
          if (waiter.match(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    /** Resolves once a recipient has been refused (with `refuse`). */
    nextRefusal(): Promise<void> {
      if (refused.length > 0) return Promise.resolve();
      return new Promise((resolve) => {
        onRefused = resolve;
      });
    },
    /** The first message (already received or still to come) that `match` accepts. */
    next(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type InProcessSmtpServer = Awaited<ReturnType<typeof startInProcessSmtpServer>>;

/** The reset link a Roadside reset mail carries. */
export function resetLinkIn(mail: ReceivedMail | { text: string }): string {
  const body = "decoded" in mail ? mail.decoded : mail.text;
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(body)?.[0];
  if (!link) throw new Error("no reset link in the mail");
  return link;
}
