import { DomainError } from "../shared/domainError";
import type { AccountCommand } from "./commands";
import type { AccountEvent } from "./events";
import type { AccountState } from "./state";

type Command<T extends AccountCommand["type"]> = Extract<AccountCommand, { type: T }>;

/**
 * The owner's choice of language. Staff may not make it for them (it is a personal setting, not
 * support data); the system may (imports). Choosing the language already chosen records nothing,
 * so a client that re-sends it on every sign-in does not grow the stream.
 */
export function setPreferredLanguage(
  cmd: Command<"SetPreferredLanguage">,
  state: AccountState,
): AccountEvent[] {
  if (cmd.actor.userId !== cmd.accountId && cmd.actor.role !== "system")
    throw new DomainError("forbidden", "account.onlyOwnerChoosesLanguage");
  if (state.preferredLanguage === cmd.language) return [];
  return [
    {
      type: "PreferredLanguageSet",
      data: { accountId: cmd.accountId, language: cmd.language, setAt: cmd.at },
    },
  ];
}
