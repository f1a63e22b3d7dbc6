import { z } from "zod";
import { RequestParties } from "../request/parties";
import { Actor } from "../shared/actor";
import { Id, IsoTime, ShortText } from "../shared/values";
import { PhotoType } from "./events";

/**
 * The file is already stored when this command runs (the handler wrote it); the decider decides
 * whether the photo joins the request's record. `request` is the request's parties, folded in by the handler.
 */
export const UploadPhoto = z.object({
  type: z.literal("UploadPhoto"),
  actor: Actor,
  at: IsoTime,
  requestId: Id,
  request: RequestParties,
  photoId: Id,
  photoType: PhotoType,
  description: ShortText.nullable(),
  location: ShortText.nullable(),
  fileName: z.string().trim().min(1).max(255),
  contentType: z.string().regex(/^image\/[a-z0-9.+-]+$/, "must be an image content type"),
  sizeBytes: z.number().int().positive(),
  storagePath: z.string().trim().min(1).max(1024),
});

export const PhotoCommand = z.discriminatedUnion("type", [UploadPhoto]);
export type PhotoCommand = z.infer<typeof PhotoCommand>;
