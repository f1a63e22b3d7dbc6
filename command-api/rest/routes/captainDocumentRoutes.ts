import {
  type CaptainDocumentView,
  captainDocument,
} from "../../../projections/read-models/captain-onboarding/queries";
import { CAPTAIN_ONBOARDING } from "../../../projections/read-models/captain-onboarding/schema";
import { forbidden, notFound } from "../../auth/policy/accessErrors";
import { requireCaptainOrAdmin } from "../../auth/policy/captainPolicy";
import { uploadCaptainDocument } from "../../commands/onboardingCommands";
import { uaeToday } from "../../uaeToday";
import { HttpError } from "../http/httpError";
import { parseInput } from "../http/inputValidation";
import { type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import {
  CaptainDocumentFields,
  CaptainDocumentFileParams,
  CaptainDocumentSchema,
  ProviderIdParams,
} from "../schemas/captainDocumentSchemas";
import { DOCUMENT_MAX_BYTES, DocumentStorage } from "../uploads/documentStorage";
import { readMultipartForm } from "../uploads/multipartForm";
import { sendStoredFile } from "../uploads/sendStoredFile";

const TAG = "Captain documents";

/** What clients see: no server paths, a URL to fetch the file instead. */
function documentView(document: CaptainDocumentView) {
  const { storagePath: _path, providerId: _provider, ...shown } = document;
  return shown;
}

/**
 * Captains' papers (issue 19): multipart uploads, so REST rather than GraphQL. The file is staged,
 * recognised by its first bytes (the client's name and type are only its word), stored, and then
 * recorded by the command; a refused command removes the stored file again.
 */
export function captainDocumentRoutes(ctx: RestContext): RestRoute[] {
  return [
    signedInRoute({
      method: "POST",
      path: "/api/providers/{providerId}/documents",
      summary:
        "Upload a captain's paper (multipart/form-data: a `file` part, PDF, JPEG or PNG by content, at most 10 MB; fields `kind` and `expiresOn`)",
      tag: TAG,
      roles: ["provider"],
      params: ProviderIdParams,
      body: CaptainDocumentFields,
      multipart: true,
      response: CaptainDocumentSchema,
      errors: [400, 401, 403, 404, 409, 413, 415],
      async handle({ principal, params, request }) {
        // Only the captain themselves: an admin reviews papers, never uploads them for someone.
        if (principal.userId !== params.providerId)
          throw forbidden("captain.ownDocumentsOnly", {}, "providerId");
        const form = await readMultipartForm(request, ctx.documents, "file", DOCUMENT_MAX_BYTES);
        const staged = form.file;
        try {
          const fields = parseInput(CaptainDocumentFields, form.fields, "body");
          if (!staged) throw new HttpError(400, "upload.documentRequired", { field: "file" }, "file");
          const contentType = DocumentStorage.documentTypeOf(staged);
          if (!contentType) throw new HttpError(415, "upload.notADocument", {}, "file");
          const documentId = ctx.commands.ids.next();
          const storagePath = DocumentStorage.documentPath(params.providerId, documentId, contentType);
          await ctx.documents.commit(staged, storagePath);
          try {
            const { position } = await uploadCaptainDocument(ctx.commands)(
              {
                providerId: params.providerId,
                document: {
                  documentId,
                  kind: fields.kind,
                  expiresOn: fields.expiresOn,
                  fileName: staged.fileName.slice(0, 200),
                  contentType,
                  sizeBytes: staged.sizeBytes,
                  storagePath,
                },
              },
              ctx.contextOf(principal, request),
            );
            await ctx.settled(position, [CAPTAIN_ONBOARDING]);
          } catch (error) {
            await ctx.documents.remove(storagePath);
            throw error;
          }
          const today = uaeToday(ctx.commands.clock);
          const stored = await captainDocument(ctx.sql, params.providerId, documentId, today);
          if (!stored) throw notFound({ resource: "Document", id: documentId });
          return documentView(stored);
        } finally {
          if (staged) await ctx.documents.discard(staged);
        }
      },
    }),

    signedInRoute({
      method: "GET",
      path: "/api/providers/{providerId}/documents/{documentId}/file",
      summary: "The file of a captain's paper: the captain themselves or an admin (anyone else: 404)",
      tag: TAG,
      params: CaptainDocumentFileParams,
      errors: [400, 401, 404],
      async handle({ principal, params, reply }) {
        const what = { resource: "Document", id: params.documentId };
        requireCaptainOrAdmin(principal, params.providerId, what);
        const today = uaeToday(ctx.commands.clock);
        const document = await captainDocument(ctx.sql, params.providerId, params.documentId, today);
        if (!document) throw notFound(what);
        return sendStoredFile(reply, ctx.documents, document.storagePath, document.contentType, what);
      },
    }),
  ];
}
