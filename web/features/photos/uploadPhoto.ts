import { ApiError, ServerUnreachableError } from "../../shared/api";
import type { PhotoKind } from "./photoRules";

/**
 * POST /api/photos/{requestId} (spec §7) as multipart: the text fields, then the image in a part named
 * `file`. Files stay out of GraphQL; the server records them with the same command either way.
 */
export async function uploadPhoto(
  requestId: string,
  photo: {
    readonly file: File;
    readonly photoType: PhotoKind;
    readonly description: string;
    readonly uploadedBy: string;
  },
): Promise<void> {
  const form = new FormData();
  form.set("uploadedBy", photo.uploadedBy);
  form.set("photoType", photo.photoType);
  form.set("description", photo.description);
  form.set("file", photo.file, photo.file.name);
  let response: Response;
  try {
    response = await fetch(`/api/photos/${encodeURIComponent(requestId)}`, {
      method: "POST",
      credentials: "include",
      body: form,
    });
  } catch (error) {
    throw new ServerUnreachableError(error);
  }
  if (!response.ok) {
    const body = await response.text();
    throw new ApiError(response.status, body, body || response.statusText);
  }
}
