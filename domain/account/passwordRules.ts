import type { Actor } from "../shared/actor";
import { DomainError } from "../shared/domainError";
import type { AccountCommand } from "./commands";
import type { AccountEvent } from "./events";
import type { AccountState } from "./state";

type Command<T extends AccountCommand["type"]> = Extract<AccountCommand, { type: T }>;

/** How long a reset link works after it was asked for. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/**
 * Asking again within this long sends no second mail: the first link still works, and nobody can
 * turn the forgot-password form into a way of flooding someone's inbox.
 */
export const PASSWORD_RESET_RESEND_AFTER_SECONDS = 60;

const addMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

export function requestPasswordReset(
  cmd: Command<"RequestPasswordReset">,
  state: AccountState,
): AccountEvent[] {
  requireSystem(cmd.actor, "password.resetAskedThroughForm");
  const latest = state.openResets.at(-1);
  if (
    latest &&
    Date.parse(cmd.at) - Date.parse(latest.requestedAt) < PASSWORD_RESET_RESEND_AFTER_SECONDS * 1000
  )
    return [];
  if (state.email === null)
    throw new DomainError("not_found", "account.noEmail", { accountId: cmd.accountId });
  return [
    {
      type: "PasswordResetRequested",
      data: {
        accountId: cmd.accountId,
        resetId: cmd.resetId,
        email: state.email,
        requestedAt: cmd.at,
        expiresAt: addMs(cmd.at, PASSWORD_RESET_TTL_MINUTES * 60_000),
      },
    },
  ];
}

export function resetPassword(cmd: Command<"ResetPassword">, state: AccountState): AccountEvent[] {
  requireSystem(cmd.actor, "password.resetThroughLink");
  const open = state.openResets.find((reset) => reset.resetId === cmd.resetId);
  // Used, superseded by a newer password, or never asked for: one message, so it reveals nothing.
  if (!open || Date.parse(cmd.at) > Date.parse(open.expiresAt))
    throw new DomainError("bad_input", "password.resetLinkUnusable", {}, "token");
  return [
    {
      type: "PasswordReset",
      data: {
        accountId: cmd.accountId,
        resetId: cmd.resetId,
        passwordHash: cmd.passwordHash,
        resetAt: cmd.at,
      },
    },
  ];
}

export function changePassword(cmd: Command<"ChangePassword">): AccountEvent[] {
  // Not even an admin: a password is its owner's secret (an admin can revoke sessions instead).
  if (cmd.actor.userId !== cmd.accountId) throw new DomainError("forbidden", "password.onlyOwnerChanges");
  return [
    {
      type: "PasswordChanged",
      data: { accountId: cmd.accountId, passwordHash: cmd.passwordHash, changedAt: cmd.at },
    },
  ];
}

function requireSystem(
  actor: Actor,
  how: "password.resetAskedThroughForm" | "password.resetThroughLink",
): void {
  if (actor.role !== "system") throw new DomainError("forbidden", how);
}
