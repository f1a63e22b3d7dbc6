import type { z } from "zod";
import { accountDecider } from "../../domain/account/decider";
import type { AccountEvent } from "../../domain/account/events";
import type { Position } from "../../domain/ports/eventStore";
import {
  AddTowingEquipment,
  ChangeProviderServices,
  CreateProviderProfile,
  GoOffline,
  GoOnline,
  SetTowingEquipmentAvailability,
} from "../../domain/provider/commands";
import { providerDecider as decider } from "../../domain/provider/decider";
import { fold } from "../../domain/shared/decider";
import { DomainError } from "../../domain/shared/domainError";
import { accountStream, providerStream } from "../../domain/streams";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import type { CommandInput } from "../commandInput";
import { defineCommand } from "../defineCommand";

const stream = (c: { providerId: string }) => providerStream(c.providerId);

export const createProviderProfile = defineCommand({
  decider,
  schema: CreateProviderProfile,
  type: "CreateProviderProfile",
  stream,
});
export const changeProviderServices = defineCommand({
  decider,
  schema: ChangeProviderServices,
  type: "ChangeProviderServices",
  stream,
});
export const addTowingEquipment = defineCommand({
  decider,
  schema: AddTowingEquipment,
  type: "AddTowingEquipment",
  stream,
});
export const setTowingEquipmentAvailability = defineCommand({
  decider,
  schema: SetTowingEquipmentAvailability,
  type: "SetTowingEquipmentAvailability",
  stream,
});
const goOnlineAsDecided = defineCommand({ decider, schema: GoOnline, type: "GoOnline", stream });

/**
 * Going online: the captain's account stream says whether their email is verified (a fact the
 * provider decider is given, never taken from the caller).
 */
export const goOnline =
  (deps: CommandDeps) =>
  async (input: Omit<CommandInput<z.input<typeof GoOnline>>, "emailVerified">, context: CommandContext) =>
    goOnlineAsDecided(deps)(
      { ...input, emailVerified: await emailVerified(deps, input.providerId) },
      context,
    );

/**
 * Sign-up's "start online" (spec §7 `isOnline`): a rule that keeps a new captain offline (an
 * unverified email) becomes the reason they are offline, never an error that undoes the sign-up.
 */
export async function startOnline(
  goingOnline: () => Promise<{ position: Position | null }>,
): Promise<{ position: Position | null; offlineReason?: string }> {
  try {
    return await goingOnline();
  } catch (error) {
    if (error instanceof DomainError && error.code === "forbidden")
      return { position: null, offlineReason: error.message };
    throw error;
  }
}

async function emailVerified(deps: CommandDeps, accountId: string): Promise<boolean> {
  const recorded = await deps.store.readStream(accountStream(accountId));
  const events = recorded.map((e) => ({ type: e.type, data: e.data }) as AccountEvent);
  return fold(accountDecider, events).emailVerified;
}
export const goOffline = defineCommand({ decider, schema: GoOffline, type: "GoOffline", stream });
