import { formatNumber } from "../../shared/format";
import type { OnboardingT } from "./messages";

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
export function documentFileProblem(
  file: { readonly name: string; readonly size: number; readonly type: string },
  t: OnboardingT,
): string | null {
  const typeKnown = file.type !== "";
  if (typeKnown ? !ACCEPTED_TYPES.includes(file.type) : !ACCEPTED_EXTENSIONS.test(file.name))
    return t("file.wrongType", { file: file.name });
  if (file.size === 0) return t("file.empty", { file: file.name });
  if (file.size > MAX_DOCUMENT_BYTES) {
    const size = formatNumber(file.size / (1024 * 1024), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    return t("file.tooLarge", { file: file.name, size });
  }
  return null;
}
