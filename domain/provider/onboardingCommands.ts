import { z } from "zod";
import { Actor } from "../shared/actor";
import { Id, IsoTime, RequiredText, ShortText } from "../shared/values";
import { CaptainDocument, CaptainProfile } from "./onboardingEvents";

const envelope = { actor: Actor, at: IsoTime, providerId: Id };

export const CompleteCaptainProfile = z.object({
  type: z.literal("CompleteCaptainProfile"),
  ...envelope,
  profile: CaptainProfile,
});

export const UploadCaptainDocument = z.object({
  type: z.literal("UploadCaptainDocument"),
  ...envelope,
  document: CaptainDocument,
});

export const SubmitCaptainForReview = z.object({ type: z.literal("SubmitCaptainForReview"), ...envelope });

export const ApproveCaptain = z.object({
  type: z.literal("ApproveCaptain"),
  ...envelope,
  note: ShortText.default(""),
});

export const RejectCaptain = z.object({
  type: z.literal("RejectCaptain"),
  ...envelope,
  reason: RequiredText,
});

/** The expiry process (system) asks for one document; the decider decides whether it is due. */
export const WarnCaptainDocumentExpiry = z.object({
  type: z.literal("WarnCaptainDocumentExpiry"),
  ...envelope,
  documentId: Id,
});
export const ExpireCaptainDocument = z.object({
  type: z.literal("ExpireCaptainDocument"),
  ...envelope,
  documentId: Id,
});

export const OnboardingCommands = [
  CompleteCaptainProfile,
  UploadCaptainDocument,
  SubmitCaptainForReview,
  ApproveCaptain,
  RejectCaptain,
  WarnCaptainDocumentExpiry,
  ExpireCaptainDocument,
] as const;
