/** The server takes papers of at most 10 MB (DOCUMENT_MAX_BYTES in command-api's DocumentStorage). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const ACCEPTED_TYPES = ["application/pdf", "image/jpeg", "image/png"];
const ACCEPTED_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** The file input's `accept`: the browser's picker offers these first. */
export const DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";

/**
 * Why a chosen file cannot be uploaded as a paper, or null when it can. The server reads the file's
 * first bytes to be sure; this spares the captain an upload that would be refused.
 */
export function documentFileProblem(file: {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}): string | null {
  const typeKnown = file.type !== "";
  if (typeKnown ? !ACCEPTED_TYPES.includes(file.type) : !ACCEPTED_EXTENSIONS.test(file.name))
    return `${file.name} is not a PDF, JPEG or PNG file: choose a scan or photo in one of those formats.`;
  if (file.size === 0) return `${file.name} is empty: choose the scan again.`;
  if (file.size > MAX_DOCUMENT_BYTES)
    return `${file.name} is ${(file.size / (1024 * 1024)).toFixed(1)} MB: documents may be at most 10 MB. Scan at a lower resolution or save it as PDF.`;
  return null;
}
