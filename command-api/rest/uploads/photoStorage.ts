import { FileStore, type StagedFile } from "./fileStore";
import { IMAGE_EXTENSIONS, sniffImageType } from "./imageType";

/** Where request photos and chat images live under DATA_DIR, and how their paths are named. */
export class PhotoStorage extends FileStore {
  /** `photos/<requestId>/<photoId>.<ext>`: the request groups its files; the id makes each unique. */
  static photoPath(requestId: string, photoId: string, contentType: string): string {
    return `photos/${requestId}/${photoId}.${IMAGE_EXTENSIONS[contentType] ?? "img"}`;
  }

  static chatImagePath(requestId: string, messageId: string, contentType: string): string {
    return `chat/${requestId}/${messageId}.${IMAGE_EXTENSIONS[contentType] ?? "img"}`;
  }

  /** The real image type of a staged file, or null when it is not an image we accept. */
  static imageTypeOf(staged: StagedFile): string | null {
    return sniffImageType(staged.head);
  }
}
