import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../http/httpError";
import type { FileStore, StagedFile } from "./fileStore";

export interface MultipartForm {
  fields: Record<string, string>;
  /** The staged file of the part named `fileField`, if one was sent. */
  file: (StagedFile & { fileName: string; declaredType: string }) | null;
}

/** Spec §5 "File Too Large" message: the client shows it as is. */
export const FILE_TOO_LARGE_MESSAGE = "File Too Large: Please select a file smaller than 10MB";

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
  if (!request.isMultipart())
    throw new HttpError(415, `send this as multipart/form-data with the image in a part named ${fileField}`);
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
        throw new HttpError(400, `send exactly one file, in a part named ${fileField}`, fileField);
      }
      const staged = await files.stage(part.file);
      file = { ...staged, fileName: part.filename || "upload", declaredType: part.mimetype };
      if (part.file.truncated) throw new HttpError(413, FILE_TOO_LARGE_MESSAGE, fileField);
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
  if (code === "FST_REQ_FILE_TOO_LARGE") return new HttpError(413, FILE_TOO_LARGE_MESSAGE, fileField);
  if (code === "FST_PARTS_LIMIT" || code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT")
    return new HttpError(413, "the form has too many parts", fileField);
  // A failing disk is ours (a 500); anything else the parser threw is about the bytes the client sent.
  if ((error as { syscall?: unknown }).syscall !== undefined) return error;
  const detail = error instanceof Error ? `: ${error.message}` : "";
  return new HttpError(400, `the multipart form is malformed${detail}`);
}
