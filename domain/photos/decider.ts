import { isPartyOf } from "../request/parties";
import type { Decider } from "../shared/decider";
import { DomainError } from "../shared/domainError";
import { ERROR_REASONS } from "../shared/errorReasons";
import type { PhotoCommand } from "./commands";
import { MAX_PHOTO_BYTES, type PhotoEvent } from "./events";
import { initialState, type PhotosState } from "./state";

export { initialState } from "./state";

/** Enough to document any job; a cap keeps one request from filling the disk. */
export const MAX_PHOTOS_PER_REQUEST = 50;

/** Spec §5 "File Too Large" message, as the client shows it. */
export const FILE_TOO_LARGE = ERROR_REASONS["file.tooLarge"];

export function evolve(state: PhotosState, event: PhotoEvent): PhotosState {
  const uploadedBy = new Map(state.uploadedBy);
  uploadedBy.set(event.data.photoId, event.data.uploadedBy);
  return { uploadedBy };
}

export function decide(command: PhotoCommand, state: PhotosState): PhotoEvent[] {
  const { actor, request } = command;
  if (request.status === "none")
    throw new DomainError("not_found", "request.notFound", { requestId: command.requestId });
  if ((actor.role !== "customer" && actor.role !== "provider") || !isPartyOf(request, actor.userId))
    throw new DomainError("forbidden", "photo.onlyParties");
  const existing = state.uploadedBy.get(command.photoId);
  if (existing !== undefined) {
    if (existing === actor.userId) return []; // a retried upload
    throw new DomainError("conflict", "photo.alreadyExists", { photoId: command.photoId });
  }
  // A receipt after completion is normal; a request that never happened has nothing to document.
  if (request.status === "cancelled" || request.status === "unassigned")
    throw new DomainError("conflict", "photo.requestClosed", { status: request.status });
  if (state.uploadedBy.size >= MAX_PHOTOS_PER_REQUEST)
    throw new DomainError("conflict", "photo.tooMany", { max: MAX_PHOTOS_PER_REQUEST });
  if (command.sizeBytes >= MAX_PHOTO_BYTES) throw new DomainError("bad_input", "file.tooLarge", {}, "file");
  const description = command.description?.trim() || `${command.photoType} photo`;
  return [
    {
      type: "PhotoUploaded",
      data: {
        photoId: command.photoId,
        requestId: command.requestId,
        uploadedBy: actor.userId,
        photoType: command.photoType,
        description,
        location: command.location?.trim() || null,
        fileName: command.fileName,
        contentType: command.contentType,
        sizeBytes: command.sizeBytes,
        storagePath: command.storagePath,
        uploadedAt: command.at,
      },
    },
  ];
}

export const photosDecider: Decider<PhotoCommand, PhotoEvent, PhotosState> = { initialState, evolve, decide };
