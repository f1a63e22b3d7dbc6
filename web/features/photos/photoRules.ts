import { MAX_PHOTO_BYTES, PhotoType } from "../../../domain/photos/events";

export type PhotoKind = PhotoType;
export const PHOTO_TYPES: readonly PhotoKind[] = PhotoType.options;

/** Why a chosen file cannot be uploaded (spec §5 and §8 say each in words: "File Too Large", "Not an Image"). */
export type PhotoFileProblem = "not-an-image" | "too-large";

/** Why a chosen file cannot be uploaded, or null when it can (the server checks the bytes again). */
export function photoFileProblem(file: {
  readonly size: number;
  readonly type: string;
}): PhotoFileProblem | null {
  if (!file.type.startsWith("image/")) return "not-an-image";
  if (file.size >= MAX_PHOTO_BYTES) return "too-large";
  return null;
}

/** Spec §5: an empty description defaults to the type name plus " photo". */
export function photoDescription(type: PhotoKind, description: string): string {
  const trimmed = description.trim();
  return trimmed === "" ? `${type} photo` : trimmed;
}
