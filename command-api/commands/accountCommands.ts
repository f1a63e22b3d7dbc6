import {
  AddEmergencyContact,
  AddVehicle,
  RemoveEmergencyContact,
  RemoveVehicle,
  SetPreferredLanguage,
  UpdateProfile,
} from "../../domain/account/commands";
import { accountDecider as decider } from "../../domain/account/decider";
import { accountStream } from "../../domain/streams";
import { defineCommand } from "../defineCommand";

const stream = (c: { accountId: string }) => accountStream(c.accountId);

// The form shows what the user saw; a concurrent edit must not be overwritten silently.
export const updateProfile = defineCommand({
  decider,
  schema: UpdateProfile,
  type: "UpdateProfile",
  stream,
  retryOnConflict: false,
});
export const addVehicle = defineCommand({ decider, schema: AddVehicle, type: "AddVehicle", stream });
export const removeVehicle = defineCommand({ decider, schema: RemoveVehicle, type: "RemoveVehicle", stream });
export const addEmergencyContact = defineCommand({
  decider,
  schema: AddEmergencyContact,
  type: "AddEmergencyContact",
  stream,
});
export const removeEmergencyContact = defineCommand({
  decider,
  schema: RemoveEmergencyContact,
  type: "RemoveEmergencyContact",
  stream,
});
// Last choice wins: a retry after a lost race re-decides against the newer state, which is right here.
export const setPreferredLanguage = defineCommand({
  decider,
  schema: SetPreferredLanguage,
  type: "SetPreferredLanguage",
  stream,
});
