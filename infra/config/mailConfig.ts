import { z } from "zod";

/** Mail and the links in it: their environment variables (README "Configuration"). */
export const MailEnv = {
  /** nodemailer's URL form, e.g. `smtps://user:pass@smtp.example.com:465`; unset: the outbox under DATA_DIR. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).default("Roadside <no-reply@roadside.ae>"),
  /** The address users reach the web app at; links in mails point here. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
};

interface ParsedMailEnv {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  PUBLIC_URL?: string | undefined;
  PORT: number;
}

export interface MailConfig {
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** Without PUBLIC_URL: this machine on PORT, which is right for `npm start` and nothing else. */
    publicUrl: string;
  };
}

export function mailConfigOf(env: ParsedMailEnv): MailConfig {
  return {
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    },
  };
}
