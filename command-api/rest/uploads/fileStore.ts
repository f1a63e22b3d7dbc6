import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream, type ReadStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { SNIFF_BYTES } from "./imageType";

export interface StagedFile {
  /** Absolute path of the temporary copy. */
  tempPath: string;
  sizeBytes: number;
  /** The first bytes, for recognising the type. */
  head: Uint8Array;
}

/**
 * Uploaded files on disk under one root (DATA_DIR). A file is first staged under `tmp/`, then moved
 * into place only once the command that records it is allowed, so a refused upload leaves nothing.
 */
export class FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async stage(source: Readable): Promise<StagedFile> {
    const tempPath = join(this.root, "tmp", `${randomUUID()}.part`);
    await mkdir(dirname(tempPath), { recursive: true });
    let sizeBytes = 0;
    const chunks: Buffer[] = [];
    let headBytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sizeBytes += chunk.length;
        if (headBytes < SNIFF_BYTES) {
          chunks.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
          headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, measure, createWriteStream(tempPath));
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return { tempPath, sizeBytes, head: Buffer.concat(chunks) };
  }

  /** Moves a staged file to `relativePath` (e.g. `photos/<request>/<photo>.jpg`). */
  async commit(staged: StagedFile, relativePath: string): Promise<void> {
    const target = this.inside(relativePath);
    await mkdir(dirname(target), { recursive: true });
    await rename(staged.tempPath, target);
  }

  async discard(staged: StagedFile): Promise<void> {
    await rm(staged.tempPath, { force: true });
  }

  async remove(relativePath: string): Promise<void> {
    await rm(this.inside(relativePath), { force: true });
  }

  open(relativePath: string): ReadStream {
    return createReadStream(this.inside(relativePath));
  }

  /** Storage paths come from events; still, none may point outside the root. */
  protected inside(relativePath: string): string {
    const target = resolve(this.root, relativePath);
    const rel = relative(this.root, target);
    if (rel === "" || rel.startsWith("..") || rel.startsWith(sep))
      throw new Error(`storage path ${relativePath} is outside the upload directory`);
    return target;
  }
}
