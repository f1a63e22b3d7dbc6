import { EditTowingEquipment, RetireTowingEquipment } from "../../domain/provider/commands";
import { providerDecider as decider } from "../../domain/provider/decider";
import {
  ApproveCaptain,
  CompleteCaptainProfile,
  ExpireCaptainDocument,
  RejectCaptain,
  SubmitCaptainForReview,
  UploadCaptainDocument,
  WarnCaptainDocumentExpiry,
} from "../../domain/provider/onboardingCommands";
import { providerStream } from "../../domain/streams";
import { defineCommand } from "../defineCommand";

/** Captain onboarding (issue 19): every step is a command on the captain's provider stream. */
const stream = (c: { providerId: string }) => providerStream(c.providerId);

export const completeCaptainProfile = defineCommand({
  decider,
  schema: CompleteCaptainProfile,
  type: "CompleteCaptainProfile",
  stream,
});
/** Records a file already stored (the edge stores it first and removes it if this is refused). */
export const uploadCaptainDocument = defineCommand({
  decider,
  schema: UploadCaptainDocument,
  type: "UploadCaptainDocument",
  stream,
});
export const submitCaptainForReview = defineCommand({
  decider,
  schema: SubmitCaptainForReview,
  type: "SubmitCaptainForReview",
  stream,
});
export const approveCaptain = defineCommand({
  decider,
  schema: ApproveCaptain,
  type: "ApproveCaptain",
  stream,
});
export const rejectCaptain = defineCommand({ decider, schema: RejectCaptain, type: "RejectCaptain", stream });
export const warnCaptainDocumentExpiry = defineCommand({
  decider,
  schema: WarnCaptainDocumentExpiry,
  type: "WarnCaptainDocumentExpiry",
  stream,
});
export const expireCaptainDocument = defineCommand({
  decider,
  schema: ExpireCaptainDocument,
  type: "ExpireCaptainDocument",
  stream,
});
export const editTowingEquipment = defineCommand({
  decider,
  schema: EditTowingEquipment,
  type: "EditTowingEquipment",
  stream,
});
export const retireTowingEquipment = defineCommand({
  decider,
  schema: RetireTowingEquipment,
  type: "RetireTowingEquipment",
  stream,
});
