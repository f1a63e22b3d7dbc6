import { MAX_PHOTO_BYTES } from "../../../domain/photos/events";

/** Spec §5: a chat photo must be an image; the upload limit is the photos' 10 MB. */
export function attachmentProblem(file: { readonly type: string; readonly size: number }): string | null {
  if (!file.type.startsWith("image/")) return "Photos must be image files";
  if (file.size >= MAX_PHOTO_BYTES) return "Please select a file smaller than 10MB";
  return null;
}

/** Spec §5: there is something to send when the text is not blank or a photo is attached. */
export function canSend(text: string, photo: unknown | null, sending: boolean): boolean {
  return !sending && (text.trim() !== "" || photo !== null);
}

/** Who receives a message: the request's other party. */
export function receiverOf(
  request: { readonly customerId: string; readonly providerId: string | null },
  senderId: string,
): string | null {
  return senderId === request.customerId ? request.providerId : request.customerId;
}
