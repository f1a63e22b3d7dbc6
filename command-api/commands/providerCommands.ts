import type { Position } from "../../domain/ports/eventStore";
import {
  AddTowingEquipment,
  ChangeProviderServices,
  CreateProviderProfile,
  GoOffline,
  SetTowingEquipmentAvailability,
} from "../../domain/provider/commands";
import { providerDecider as decider } from "../../domain/provider/decider";
import { DomainError } from "../../domain/shared/domainError";
import { providerStream } from "../../domain/streams";
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
export { goOnline } from "./goOnline";
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

export const goOffline = defineCommand({ decider, schema: GoOffline, type: "GoOffline", stream });
