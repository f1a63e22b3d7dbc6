import { type FileHandle, open } from "node:fs/promises";
import { PMTiles, type RangeResponse, type Source } from "pmtiles";

/** pmtiles reads through a Source; this one reads byte ranges of a file on disk. */
class FileRangeSource implements Source {
  constructor(
    private readonly file: FileHandle,
    private readonly path: string,
  ) {}

  getKey(): string {
    return this.path;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const buffer = new Uint8Array(length);
    const { bytesRead } = await this.file.read(buffer, 0, length, offset);
    return { data: buffer.buffer.slice(0, bytesRead) as ArrayBuffer };
  }
}

/** A PMTiles archive opened for reading; the file stays open until `close`. */
export async function openPmtilesFile(path: string): Promise<{ archive: PMTiles; close(): Promise<void> }> {
  const file = await open(path, "r");
  return { archive: new PMTiles(new FileRangeSource(file, path)), close: () => file.close() };
}
