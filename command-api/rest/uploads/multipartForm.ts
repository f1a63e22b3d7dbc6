import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../http/httpError";
import type { FileStore, StagedFile } from "./fileStore";

export interface MultipartForm {
  fields: Record<string, string>;
  /** The staged file of the part named `fileField`, if one was sent. */
  file: (StagedFile & { fileName: string; declaredType: string }) | null;
}

/**
 * Reads a multipart form: text parts into `fields`, the one file part into a staged file. Size
 * limits are the multipart plugin's (set in registerRestApi) unless `maxFileBytes` sets this form's
 * own; an oversized file becomes a 413 with the spec's message and leaves nothing on disk.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  files: FileStore,
  fileField: string,
  maxFileBytes?: number,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, "upload.notMultipart", { part: fileField });
  const fields: Record<string, string> = {};
  let file: MultipartForm["file"] = null;
  try {
    const parts =
      maxFileBytes === undefined ? request.parts() : request.parts({ limits: { fileSize: maxFileBytes } });
    for await (const part of parts) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField || file !== null) {
        part.file.resume(); // drain what we do not keep
        throw new HttpError(400, "upload.exactlyOneFile", { part: fileField }, fileField);
      }
      const staged = await files.stage(part.file);
      file = { ...staged, fileName: part.filename || "upload", declaredType: part.mimetype };
      if (part.file.truncated) throw new HttpError(413, "file.tooLarge", {}, fileField);
    }
  } catch (error) {
    if (file) await files.discard(file);
    throw translate(error, fileField);
  }
  return { fields, file };
}

function translate(error: unknown, fileField: string): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new HttpError(413, "file.tooLarge", {}, fileField);
  if (code === "FST_PARTS_LIMIT" || code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT")
    return new HttpError(413, "upload.tooManyParts", {}, fileField);
  // A failing disk is ours (a 500); anything else the parser threw is about the bytes the client sent.
  if ((error as { syscall?: unknown }).syscall !== undefined) return error;
  return error instanceof Error
    ? new HttpError(400, "upload.malformedBecause", { detail: error.message })
    : new HttpError(400, "upload.malformed");
}
