import type { Sql } from "../../domain/ports/sql";
import { SYSTEM } from "../../domain/shared/actor";
import { DomainError } from "../../domain/shared/domainError";
import type { CommandDeps } from "../commandDeps";
import { requestEmailVerification, verifyEmail } from "../commands/emailVerificationCommands";
import type { Principal } from "./principal";
import { forgetVerificationTokens, spendVerificationToken } from "./verificationTokens";

export interface EmailVerificationDeps {
  commands: CommandDeps;
  sql: Sql;
}

/** What the resend action answers once a new link is on its way. */
export const VERIFICATION_LINK_SENT = "We have sent a new link to your email. It works for 24 hours.";

/**
 * Opening a verification link, and asking for another: the same rules for REST and GraphQL. The
 * mail itself is sent by the mail reactor reacting to the event, never here.
 */
export function emailVerificationService(deps: EmailVerificationDeps) {
  return {
    /** The link's account gets a verified email; the token (and every other link of it) dies. */
    async verify(token: string, correlationId: string) {
      const now = deps.commands.clock.now();
      const accountId = await spendVerificationToken(deps.sql, token, now);
      if (!accountId) throw new DomainError("bad_input", "email.verifyLinkUnusable", {}, "token");
      const result = await verifyEmail(deps.commands)(
        { accountId },
        { actor: SYSTEM, correlationId, causationId: null },
      );
      await forgetVerificationTokens(deps.sql, accountId, now);
      return { accountId, position: result.position };
    },

    /** The signed-in owner asks for another link (one a minute, refused once verified). */
    async resend(principal: Principal, correlationId: string) {
      const result = await requestEmailVerification(deps.commands)(
        { accountId: principal.userId },
        { actor: { userId: principal.userId, role: principal.role }, correlationId, causationId: null },
      );
      return { position: result.position };
    },
  };
}

export type EmailVerificationService = ReturnType<typeof emailVerificationService>;
