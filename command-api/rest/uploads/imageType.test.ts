import { describe, expect, it } from "vitest";
import { sniffImageType } from "./imageType";

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === "string" ? Buffer.from(v, "latin1") : Buffer.from([v]))));

describe("sniffImageType", () => {
  it.each([
    ["image/jpeg", bytes(0xff, 0xd8, 0xff, 0xe0)],
    ["image/png", bytes(0x89, "PNG\r\n", 0x1a, "\n")],
    ["image/gif", bytes("GIF89a")],
    ["image/webp", bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 ")],
    ["image/heic", bytes(0, 0, 0, 0x18, "ftypheic")],
    ["image/avif", bytes(0, 0, 0, 0x1c, "ftypavif")],
  ])("recognises %s by its signature", (type, head) => expect(sniffImageType(head)).toBe(type));

  it.each([
    ["a PDF", bytes("%PDF-1.7")],
    ["HTML", bytes("<html><script>")],
    ["an MP4", bytes(0, 0, 0, 0x18, "ftypisom")],
    ["nothing", bytes()],
  ])("refuses %s whatever it claims to be", (_, head) => expect(sniffImageType(head)).toBeNull());
});
