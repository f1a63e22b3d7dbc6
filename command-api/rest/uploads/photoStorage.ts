import { randomUUID } from "node:crypto";
import { FileStore, type StagedFile } from "./fileStore";
import { IMAGE_EXTENSIONS, sniffImageType } from "./imageType";

/** Where request photos and chat images live under DATA_DIR, and how their paths are named. */
export class PhotoStorage extends FileStore {
  /** `photos/<requestId>/<photoId>.<ext>`: the request groups its files; the id makes each unique. */
  static photoPath(requestId: string, photoId: string, contentType: string): string {
    return `photos/${requestId}/${photoId}.${IMAGE_EXTENSIONS[contentType] ?? "img"}`;
  }

  /**
   * A new chat image's file name: random (122 bits), never from the client, so nobody can aim an upload
   * at a name already taken (overwriting it) or guess another chat's file.
   */
  static newChatImageName(contentType: string): string {
    return `${randomUUID()}.${IMAGE_EXTENSIONS[contentType] ?? "img"}`;
  }

  /** `chat/<requestId>/<file>`: the file name is one newChatImageName drew. */
  static chatImagePath(requestId: string, fileName: string): string {
    return `chat/${requestId}/${fileName}`;
  }

  /** The real image type of a staged file, or null when it is not an image we accept. */
  static imageTypeOf(staged: StagedFile): string | null {
    return sniffImageType(staged.head);
  }
}
