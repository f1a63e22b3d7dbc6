import bidiFactory from "bidi-js";
import { ARABIC_FONTS, type Face, LATIN_FONTS } from "./documentFonts";

/*
 * Mixed Arabic and Latin text in a PDF. pdfkit draws glyphs left to right as it is given them;
 * fontkit, under it, shapes an Arabic run (joining forms, lam-alef) and reverses it into visual
 * order, but knows nothing of the Unicode bidirectional algorithm: digits or Latin words inside an
 * Arabic sentence would come out reversed, and the words of an Arabic line out of order. So a line
 * is put in visual order here (bidi-js, UAX #9), cut into runs of one direction and one font, and
 * each run drawn where it belongs: Arabic runs in logical order for fontkit to shape and reverse,
 * everything else as it reads, in Helvetica.
 */

const bidi = bidiFactory();

/** Arabic script (letters, Arabic punctuation and digits, presentation forms) and its joiners. */
const ARABIC_CHAR = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc\u200c\u200d]/;
/** Direction marks: they steer the algorithm and are never drawn (no font has them). */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Whether a text needs the Arabic font (and this module's layout) at all. */
export const hasArabic = (text: string): boolean => ARABIC_CHAR.test(text);

/** A piece of a line, drawn in one font left to right. */
interface Run {
  text: string;
  font: string;
  /** Arabic: handed to fontkit whole, in logical order, which shapes and reverses it. */
  arabic: boolean;
}

type Direction = "ltr" | "rtl" | "auto";

/**
 * What of pdfkit's embedded font (EmbeddedFont, not in its types) the text layer needs: the fontkit
 * font, the subset's glyph ids, and the text each glyph stands for (its ToUnicode map).
 */
interface EmbeddedFontInternals {
  font: { layout(text: string, features: object): { glyphs: { id: number; codePoints: number[] }[] } };
  subset: { includeGlyph(id: number): number };
  unicode: number[][];
}

/**
 * Readers (pdf.js, poppler) rebuild an Arabic run's text by joining its glyphs' text left to right and
 * reversing the whole: a ligature's letters (lam-alef, and the font's others) then come out
 * backwards. So each such glyph's text is stored reversed; a single letter's needs nothing. Without
 * pdfkit's internals (a version that changed them), the drawing is the same and only copied text
 * suffers; the PDF tests read the Arabic back and would say so.
 */
function storeLigaturesReversed(doc: PDFKit.PDFDocument, text: string): void {
  const embedded = (doc as unknown as { _font?: Partial<EmbeddedFontInternals> })._font;
  if (!embedded?.font || !embedded.subset || !embedded.unicode) return;
  for (const glyph of embedded.font.layout(text, WHOLE_RUN.features ?? []).glyphs)
    if (glyph.codePoints.length > 1)
      embedded.unicode[embedded.subset.includeGlyph(glyph.id)] = [...glyph.codePoints].reverse();
}

/** A line's runs in visual order (left to right). */
function visualRuns(line: string, direction: Direction, face: Face): Run[] {
  if (line.length === 0) return [];
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const order = bidi.getReorderedIndices(line, embedding);
  const runs: Array<{ indices: number[]; arabic: boolean | null; rtl: boolean }> = [];
  for (const index of order) {
    const char = line[index]!;
    if (BIDI_CONTROL.test(char)) continue;
    const rtl = (embedding.levels[index]! & 1) === 1;
    // A space belongs to whichever run it sits in; anything else decides the run's font.
    const arabic = char === " " ? null : ARABIC_CHAR.test(char);
    const last = runs[runs.length - 1];
    const step = last ? index - last.indices[last.indices.length - 1]! : 0;
    const follows = last !== undefined && last.rtl === rtl && step === (rtl ? -1 : 1);
    if (last && follows && (arabic === null || last.arabic === null || last.arabic === arabic)) {
      last.indices.push(index);
      if (last.arabic === null) last.arabic = arabic;
    } else runs.push({ indices: [index], arabic, rtl });
  }
  return runs.flatMap(({ indices, arabic, rtl }): Run[] => {
    const chars = indices.map((i) => mirrored.get(i) ?? line[i]!);
    if (arabic !== true) return [{ text: chars.join(""), font: LATIN_FONTS[face], arabic: false }];
    // An Arabic run goes back to logical order for fontkit, which shapes it and reverses it again.
    if (rtl) return [{ text: chars.reverse().join(""), font: ARABIC_FONTS[face], arabic: true }];
    // Arabic-Indic digits read left to right, but fontkit would reverse them as Arabic: one by one.
    return chars.map((char) => ({ text: char, font: ARABIC_FONTS[face], arabic: true }));
  });
}

/**
 * fontkit lays an Arabic run out whole only when given features (else pdfkit cuts it at spaces and
 * the words come out in the wrong order). Kerning is left out: its gaps (after ر and د, an eighth of
 * an em) are what readers take for spaces between words, which splits "ضريبة" when searched or
 * copied; the letters themselves do not touch without it. fontkit takes the features as an object.
 */
const WHOLE_RUN = { features: { kern: false } } as unknown as PDFKit.Mixins.TextOptions;

/** Runs' widths at 1 pt by document: shaping Arabic is the costly part of drawing it, so once each. */
const unitWidths = new WeakMap<PDFKit.PDFDocument, Map<string, number>>();

function runWidth(doc: PDFKit.PDFDocument, run: Run, size: number): number {
  let widths = unitWidths.get(doc);
  if (!widths) {
    widths = new Map();
    unitWidths.set(doc, widths);
  }
  const key = `${run.font}\u0000${run.text}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = doc
      .font(run.font)
      .fontSize(1)
      .widthOfString(run.text, run.arabic ? WHOLE_RUN : {});
    widths.set(key, width);
  }
  return width * size;
}

function lineWidth(doc: PDFKit.PDFDocument, line: string, direction: Direction, face: Face, size: number) {
  return visualRuns(line, direction, face).reduce((sum, run) => sum + runWidth(doc, run, size), 0);
}

/** Logical lines of at most `width` points, cut between words (a longer word overflows). */
function wrap(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  direction: Direction,
  face: Face,
  size: number,
) {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    if (lineWidth(doc, paragraph, direction, face, size) <= width) {
      lines.push(paragraph);
      continue;
    }
    let line = "";
    for (const word of paragraph.split(" ")) {
      const candidate = line === "" ? word : `${line} ${word}`;
      if (line !== "" && lineWidth(doc, candidate, direction, face, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Helvetica's ascender (its AFM's 718/1000): the first baseline sits where pdfkit puts Helvetica's,
 * so an Arabic label lines up with the English text of its row.
 */
const FIRST_BASELINE = 0.718;
/** Arabic wants more room between lines than Latin (marks above and below the letters). */
const LINE_ADVANCE = 1.5;
/** Below the last baseline: the deepest Arabic descender, and a little air. */
const BELOW_BASELINE = 0.55;

export interface BidiTextOptions {
  x: number;
  y: number;
  width: number;
  align: "left" | "right";
  /** The paragraph's direction: "rtl" for Arabic labels, "auto" for data (its first strong letter). */
  direction: Direction;
  face: Face;
  size: number;
}

/**
 * Draws text that may mix Arabic and Latin, wrapped to the width, each line in visual order, and
 * returns the y below it. Leaves the document's cursor at the left margin below the text.
 */
export function drawBidiText(doc: PDFKit.PDFDocument, text: string, o: BidiTextOptions): number {
  const lines = wrap(doc, text, o.width, o.direction, o.face, o.size);
  lines.forEach((line, n) => {
    const runs = visualRuns(line, o.direction, o.face);
    const widths = runs.map((run) => runWidth(doc, run, o.size));
    const total = widths.reduce((sum, w) => sum + w, 0);
    let x = o.align === "right" ? o.x + o.width - total : o.x;
    const baseline = o.y + o.size * (FIRST_BASELINE + n * LINE_ADVANCE);
    runs.forEach((run, i) => {
      doc
        .font(run.font)
        .fontSize(o.size)
        .text(run.text, x, baseline, {
          lineBreak: false,
          baseline: "alphabetic",
          ...(run.arabic ? WHOLE_RUN : {}),
        });
      if (run.arabic) storeLigaturesReversed(doc, run.text);
      x += widths[i]!;
    });
  });
  const bottom = o.y + o.size * (FIRST_BASELINE + (lines.length - 1) * LINE_ADVANCE + BELOW_BASELINE);
  doc.x = doc.page.margins.left;
  doc.y = bottom;
  return bottom;
}
