import { MAX_PHOTO_BYTES, PhotoType } from "../../../domain/photos/events";

export type PhotoKind = PhotoType;
export const PHOTO_TYPES: readonly PhotoKind[] = PhotoType.options;

/** Spec §5 and §8 messages, as title and description. */
export const FILE_TOO_LARGE = {
  title: "File Too Large",
  description: "Please select a file smaller than 10MB",
} as const;
export const NOT_AN_IMAGE = { title: "Not an Image", description: "Photos must be image files" } as const;

/** Why a chosen file cannot be uploaded, or null when it can (the server checks the bytes again). */
export function photoFileProblem(file: { readonly size: number; readonly type: string }): {
  readonly title: string;
  readonly description: string;
} | null {
  if (!file.type.startsWith("image/")) return NOT_AN_IMAGE;
  if (file.size >= MAX_PHOTO_BYTES) return FILE_TOO_LARGE;
  return null;
}

/** Spec §5: an empty description defaults to the type name plus " photo". */
export function photoDescription(type: PhotoKind, description: string): string {
  const trimmed = description.trim();
  return trimmed === "" ? `${type} photo` : trimmed;
}
