import { z } from "zod";
import { PhotoType } from "../../../domain/photos/events";
import { IdInput, optionalText } from "./commonSchemas";

/** The text parts of the multipart form (spec §7 photo payload); the file is the part named `file`. */
export const PhotoFields = z.object({
  uploadedBy: IdInput,
  photoType: PhotoType,
  description: optionalText(200),
  location: optionalText(200),
});

export const PhotoFileParams = z.object({ requestId: IdInput, photoId: IdInput });

/** Spec §3 Service photo, with where to fetch the image. */
export const ServicePhoto = z.object({
  id: z.string(),
  requestId: z.string(),
  photoType: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  uploadedBy: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  url: z.string(),
  createdAt: z.string(),
});
