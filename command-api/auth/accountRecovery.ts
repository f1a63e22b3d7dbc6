import type { Sql } from "../../domain/ports/sql";
import { SYSTEM } from "../../domain/shared/actor";
import { DomainError } from "../../domain/shared/domainError";
import { credentialsByEmail, credentialsOfAccount } from "../../projections/read-models/accounts/queries";
import type { CommandDeps } from "../commandDeps";
import { changePassword, requestPasswordReset, resetPasswordWithLink } from "../commands/passwordCommands";
import { passwordRefusal } from "./passwordPolicy";
import type { Principal } from "./principal";
import { forgetResetTokens, resetOfToken } from "./resetTokens";
import type { SessionStore } from "./sessionStore";

export interface AccountRecoveryDeps {
  commands: CommandDeps;
  sql: Sql;
  sessions: SessionStore;
  log: { warn(details: object, message: string): void };
}

/** What forgot-password answers whether or not the email has an account. */
export const RESET_LINK_SENT =
  "If an account exists for that email, we have sent a link to choose a new password. It works for 30 minutes.";

/** Every new password passes the sign-up policy (passwordPolicy.ts): reset and change alike. */
function requireAcceptablePassword(password: string, field: string, email?: string): void {
  const refusal = passwordRefusal(password, { email }, field);
  if (refusal) throw refusal;
}

/**
 * Forgot password, change password and reset by link: the same rules for REST and GraphQL. The
 * mail itself is sent by the mail reactor reacting to the event, never here.
 */
export function accountRecovery(deps: AccountRecoveryDeps) {
  return {
    /** The account's sign-in email (what sign-in limits are counted under). */
    async emailOf(accountId: string): Promise<string> {
      return (await credentialsOfAccount(deps.sql, accountId))?.email ?? accountId;
    },

    /**
     * Answers the same, at about the same time, whether the email has an account: both paths make
     * one lookup, and the command (when there is an account) runs after the answer has gone.
     */
    async forgotPassword(email: string, correlationId: string): Promise<void> {
      const account = await credentialsByEmail(deps.sql, email);
      if (!account) return;
      void requestPasswordReset(deps.commands)(
        { accountId: account.accountId, resetId: deps.commands.ids.next() },
        { actor: SYSTEM, correlationId, causationId: null },
      ).catch((error: unknown) => deps.log.warn({ err: error }, "asking for a password reset failed"));
    },

    /** Sets the password of the link's account and ends every session it has. */
    async resetPassword(token: string, password: string, correlationId: string) {
      requireAcceptablePassword(password, "password");
      const reset = await resetOfToken(deps.sql, token, deps.commands.clock.now());
      if (!reset) throw new DomainError("bad_input", "password.resetLinkUnusable", {}, "token");
      const passwordHash = await deps.commands.hasher.hash(password);
      const result = await resetPasswordWithLink(deps.commands)(
        { accountId: reset.accountId, resetId: reset.resetId, passwordHash },
        { actor: SYSTEM, correlationId, causationId: null },
      );
      await forgetResetTokens(deps.sql, reset.accountId, deps.commands.clock.now());
      await deps.sessions.revokeAllOf(reset.accountId);
      return { accountId: reset.accountId, position: result.position };
    },

    /** Signed in, proving the current password; other sessions end, `sessionToken`'s stays. */
    async changePassword(
      principal: Principal,
      input: { currentPassword: string; newPassword: string },
      sessionToken: string | undefined,
      correlationId: string,
    ) {
      const credentials = await credentialsOfAccount(deps.sql, principal.userId);
      const valid =
        credentials !== null &&
        (await deps.commands.hasher
          .verify(credentials.passwordHash, input.currentPassword)
          .catch(() => false));
      if (!valid) throw new DomainError("bad_input", "password.wrongCurrent", {}, "currentPassword");
      requireAcceptablePassword(input.newPassword, "newPassword", credentials.email);
      if (input.newPassword === input.currentPassword)
        throw new DomainError("bad_input", "password.sameAsCurrent", {}, "newPassword");
      const passwordHash = await deps.commands.hasher.hash(input.newPassword);
      const result = await changePassword(deps.commands)(
        { accountId: principal.userId, passwordHash },
        { actor: { userId: principal.userId, role: principal.role }, correlationId, causationId: null },
      );
      await deps.sessions.revokeAllOf(principal.userId, { except: sessionToken });
      return { position: result.position };
    },
  };
}

export type AccountRecovery = ReturnType<typeof accountRecovery>;
