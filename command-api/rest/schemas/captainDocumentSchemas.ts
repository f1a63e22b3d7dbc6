import { z } from "zod";
import { DocumentKind } from "../../../domain/provider/onboardingEvents";
import { isoDateSchema } from "../../../domain/rules/uaeTime";
import { IdInput } from "./commonSchemas";

/** The text parts of a paper's upload form; the file is the part named `file`. */
export const CaptainDocumentFields = z.object({
  kind: DocumentKind,
  /** The first UAE day the paper is no longer valid. */
  expiresOn: isoDateSchema,
});

export const ProviderIdParams = z.object({ providerId: IdInput });
export const CaptainDocumentFileParams = z.object({ providerId: IdInput, documentId: IdInput });

/** One uploaded paper (kind in the REST form: trade-licence, insurance, emirates-id). */
export const CaptainDocumentSchema = z.object({
  id: z.string(),
  kind: DocumentKind,
  expiresOn: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
  state: z.enum(["PENDING", "APPROVED", "SUPERSEDED", "EXPIRED"]),
  url: z.string(),
});
