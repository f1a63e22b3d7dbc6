import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { FileStore, type StagedFile } from "./fileStore";

/** The file types a captain's papers may be, and the extension each is stored under. */
export const DOCUMENT_EXTENSIONS = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
} as const;
export type DocumentContentType = keyof typeof DOCUMENT_EXTENSIONS;

/** Scans of a licence are larger than a phone photo of a flat tyre, but nothing needs more than this. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** What a file really is, from its first bytes (the client's Content-Type and name are only its word). */
export function sniffDocumentType(head: Uint8Array): DocumentContentType | null {
  const at = (offset: number, ...bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  if (at(0, 0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf"; // %PDF-
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  return null;
}

/** Captains' documents under DATA_DIR: `documents/<providerId>/<documentId>.<ext>`. */
export class DocumentStorage extends FileStore {
  static documentPath(providerId: string, documentId: string, contentType: DocumentContentType): string {
    return `documents/${providerId}/${documentId}.${DOCUMENT_EXTENSIONS[contentType]}`;
  }

  static documentTypeOf(staged: StagedFile): DocumentContentType | null {
    return sniffDocumentType(staged.head);
  }

  /** Writes a whole file the server made itself (the seeded captains' generated papers). */
  async writeBytes(relativePath: string, bytes: Uint8Array): Promise<void> {
    const target = this.inside(relativePath);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
}
