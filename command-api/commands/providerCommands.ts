import {
  AddTowingEquipment,
  ChangeProviderServices,
  CreateProviderProfile,
  GoOffline,
  SetTowingEquipmentAvailability,
} from "../../domain/provider/commands";
import { providerDecider as decider } from "../../domain/provider/decider";
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
export const goOffline = defineCommand({ decider, schema: GoOffline, type: "GoOffline", stream });
