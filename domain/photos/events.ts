import { z } from "zod";
import { Id, IsoTime, ShortText } from "../shared/values";

/** Spec §3 Service photo. */
export const PhotoType = z.enum(["before", "problem", "during", "after", "receipt"]);
export type PhotoType = z.infer<typeof PhotoType>;

/** Spec §9: photos must be under 10 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** The file itself lives in object storage; the event records where and what it is. */
export const PhotoUploaded = z.object({
  type: z.literal("PhotoUploaded"),
  data: z.object({
    photoId: Id,
    requestId: Id,
    uploadedBy: Id,
    photoType: PhotoType,
    /** Spec §5: defaults to the type name plus " photo" when left empty (the command handler fills it). */
    description: ShortText,
    /** Free text as the client sends it (spec §7: a fixed coordinate text). */
    location: ShortText.nullable(),
    fileName: z.string().trim().min(1).max(255),
    contentType: z.string().regex(/^image\/[a-z0-9.+-]+$/, "must be an image content type"),
    sizeBytes: z
      .number()
      .int()
      .positive()
      .lt(MAX_PHOTO_BYTES, "File Too Large: Please select a file smaller than 10MB"),
    storagePath: z.string().trim().min(1).max(1024),
    uploadedAt: IsoTime,
  }),
});

export const PhotoEvent = z.discriminatedUnion("type", [PhotoUploaded]);
export type PhotoEvent = z.infer<typeof PhotoEvent>;
