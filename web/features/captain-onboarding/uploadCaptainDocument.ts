import { ServerUnreachableError } from "../../shared/api";
import type { OnboardingT } from "./messages";
import type { CaptainDocument } from "./onboardingDocuments";
import { PAPER_UPLOAD_KIND, type PaperKind } from "./papers";

/** A refused upload: the server's sentence (null when it sent none), the form field it names (if any) and the status. */
export class DocumentUploadError extends Error {
  override readonly name = "DocumentUploadError";
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly field: string | null,
  ) {
    super(serverMessage ?? `The upload failed (${status}).`);
  }
}

/** What the captain reads for a refused upload: the server's sentence, else what its status means. */
export function uploadErrorText(error: DocumentUploadError, t: OnboardingT): string {
  if (error.serverMessage !== null) return error.serverMessage;
  switch (error.status) {
    case 409:
      return t("upload.underReview");
    case 413:
      return t("upload.tooLarge");
    case 415:
      return t("upload.wrongType");
    default:
      return t("upload.failedStatus", { status: error.status });
  }
}

/**
 * POST /api/providers/{providerId}/documents as multipart: the `kind` and `expiresOn` fields, then
 * the file in a part named `file` (files stay out of GraphQL). Answers the stored document.
 */
export async function uploadCaptainDocument(
  providerId: string,
  paper: { readonly kind: PaperKind; readonly expiresOn: string; readonly file: File },
): Promise<Pick<CaptainDocument, "id" | "expiresOn" | "fileName">> {
  const form = new FormData();
  form.set("kind", PAPER_UPLOAD_KIND[paper.kind]);
  form.set("expiresOn", paper.expiresOn);
  form.set("file", paper.file, paper.file.name);
  let response: Response;
  try {
    response = await fetch(`/api/providers/${encodeURIComponent(providerId)}/documents`, {
      method: "POST",
      credentials: "include",
      body: form,
    });
  } catch (error) {
    throw new ServerUnreachableError(error);
  }
  const text = await response.text();
  if (!response.ok) throw uploadErrorOf(response.status, text);
  return JSON.parse(text) as Pick<CaptainDocument, "id" | "expiresOn" | "fileName">;
}

/** The facade's error body is `{ error, field? }`; anything else falls back to the status's meaning. */
export function uploadErrorOf(status: number, body: string): DocumentUploadError {
  let message: string | null = null;
  let field: string | null = null;
  try {
    const parsed = JSON.parse(body) as { error?: unknown; field?: unknown };
    if (typeof parsed.error === "string" && parsed.error !== "") message = parsed.error;
    if (typeof parsed.field === "string" && parsed.field !== "") field = parsed.field;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return new DocumentUploadError(status, message, field);
}
