import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** pdf.js reads the 14 standard fonts' metrics (pdfkit's Helvetica) from its own package. */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** The text of every page of a PDF, lines joined by spaces: what a reader of the document sees. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const document = await getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await document.destroy();
  return pages.join("\n").replace(/\s+/g, " ");
}
