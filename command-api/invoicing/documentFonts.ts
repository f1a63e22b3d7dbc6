import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";

/** The documents' two faces; each has a Latin font (a PDF standard font) and an Arabic one (embedded). */
export type Face = "regular" | "bold";

/** Latin text: Helvetica, a standard font every PDF reader has (nothing to embed). */
export const LATIN_FONTS: Readonly<Record<Face, string>> = { regular: "Helvetica", bold: "Helvetica-Bold" };

/** Arabic text: IBM Plex Sans Arabic, embedded (subset) in each document that prints Arabic. */
export const ARABIC_FONTS: Readonly<Record<Face, string>> = {
  regular: "IBMPlexSansArabic",
  bold: "IBMPlexSansArabic-Bold",
};

/**
 * IBM Plex Sans Arabic (SIL Open Font License) from @fontsource/ibm-plex-sans-arabic: its Arabic subset,
 * which has the OpenType tables (GSUB init/medi/fina/rlig, GPOS) that pdfkit's fontkit shapes
 * Arabic with. It holds no Latin letters or digits: those are Helvetica's (bidiText splits runs).
 */
const FONT_FILES: Readonly<Record<Face, string>> = {
  regular: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff",
  bold: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff",
};

/**
 * A WOFF 1.0 font as the plain TrueType (sfnt) file it wraps: its tables inflated once, with
 * Node's zlib. fontkit reads WOFF itself but inflates a table (in JavaScript) on every read of it,
 * which made one invoice take two seconds; from the sfnt it reads in milliseconds.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

let loaded: Readonly<Record<Face, Buffer>> | null = null;

/** The Arabic fonts as TrueType bytes, read once per process. */
function arabicFontFiles(): Readonly<Record<Face, Buffer>> {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => sfntOfWoff(readFileSync(require.resolve(file)));
    loaded = { regular: read(FONT_FILES.regular), bold: read(FONT_FILES.bold) };
  }
  return loaded;
}

/**
 * Makes the Arabic fonts usable by name in this document. Each document parses them anew: fontkit
 * remembers a glyph with the letters it was first asked for, and a font shared between documents
 * hands a later one glyphs first met as parts of another (ص inside ض) with no letters, so the
 * later document's text would lose them when copied or searched.
 */
export function registerArabicFonts(doc: PDFKit.PDFDocument): void {
  const files = arabicFontFiles();
  doc.registerFont(ARABIC_FONTS.regular, files.regular);
  doc.registerFont(ARABIC_FONTS.bold, files.bold);
}
