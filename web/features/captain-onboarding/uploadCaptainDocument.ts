import { ServerUnreachableError } from "../../shared/api";
import type { CaptainDocument } from "./onboardingDocuments";
import { PAPER_UPLOAD_KIND, type PaperKind } from "./papers";

/** A refused upload: the server's sentence, the form field it names (if any) and the status. */
export class DocumentUploadError extends Error {
  override readonly name = "DocumentUploadError";
  constructor(
    readonly status: number,
    message: string,
    readonly field: string | null,
  ) {
    super(message);
  }
}

/** What the captain reads for a refusal without a sentence of the server's. */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  409: "Your documents are under review: wait for the admin's answer before replacing one.",
  413: "The file is larger than 10 MB.",
  415: "The file is not a PDF, JPEG or PNG.",
};

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
  return new DocumentUploadError(
    status,
    message ?? STATUS_TEXT[status] ?? `The upload failed (${status}). Please try again.`,
    field,
  );
}
