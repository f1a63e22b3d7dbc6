/**
 * The image type a file really is, from its first bytes. The declared Content-Type and the file
 * name are the client's word; these signatures are what browsers and image libraries go by.
 */
export const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/heic": "heic",
  "image/avif": "avif",
};

/** Bytes needed to recognise every type above. */
export const SNIFF_BYTES = 16;

export function sniffImageType(head: Uint8Array): string | null {
  const at = (offset: number, ...bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  const text = (offset: number, value: string) => at(offset, ...[...value].map((c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (text(0, "GIF87a") || text(0, "GIF89a")) return "image/gif";
  if (text(0, "RIFF") && text(8, "WEBP")) return "image/webp";
  if (text(4, "ftyp")) {
    if (text(8, "avif") || text(8, "avis")) return "image/avif";
    if (["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].some((brand) => text(8, brand)))
      return "image/heic";
  }
  return null;
}
