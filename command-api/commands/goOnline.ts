import type { z } from "zod";
import { accountDecider } from "../../domain/account/decider";
import type { AccountEvent } from "../../domain/account/events";
import { asCurrentEvent } from "../../domain/events";
import type { EventStore } from "../../domain/ports/eventStore";
import { GoOnline } from "../../domain/provider/commands";
import { providerDecider } from "../../domain/provider/decider";
import type { ProviderEvent } from "../../domain/provider/events";
import { fold } from "../../domain/shared/decider";
import { accountStream, providerStream } from "../../domain/streams";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import type { CommandInput } from "../commandInput";
import { type CommandResult, handleCommand } from "../handleCommand";
import { parseCommand } from "../parseCommand";

/**
 * A captain goes online. Whether an admin has their account suspended, and whether they verified
 * their email, are read here from the account's own stream (not a read model that may lag a fresh
 * change) and handed to the provider decider as facts.
 */
export const goOnline =
  (deps: CommandDeps) =>
  async (
    input: Omit<CommandInput<z.input<typeof GoOnline>>, "suspensionReason" | "emailVerified">,
    context: CommandContext,
  ): Promise<CommandResult<ProviderEvent>> => {
    const at = deps.clock.now().toISOString();
    const account = await accountOf(deps.store, input.providerId);
    const command = parseCommand(GoOnline, {
      ...input,
      suspensionReason: account.suspension?.reason ?? null,
      emailVerified: account.emailVerified,
      type: "GoOnline",
      actor: context.actor,
      at,
    });
    return handleCommand(deps, providerStream(command.providerId), providerDecider, command, context, at);
  };

async function accountOf(store: EventStore, accountId: string) {
  const recorded = await store.readStream(accountStream(accountId));
  return fold(
    accountDecider,
    recorded.map((e) => asCurrentEvent<AccountEvent>(e)),
  );
}
