/**
 * A tiny, valid one-page PDF (PDF 1.4, Helvetica, no compression) made by the server itself: the
 * seeded captains' papers, so an admin who opens one in the browser sees what it stands for. Only
 * printable ASCII is written, so every character is one byte and the cross-reference offsets are
 * simply string lengths.
 */
export interface PdfPage {
  title: string;
  lines: readonly string[];
}

const encoder = new TextEncoder();

/** Printable ASCII only, with the three characters a PDF string literal must escape. */
function pdfText(text: string): string {
  const ascii = text.replace(/[^\x20-\x7e]/g, "?");
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function contentStream(page: PdfPage): string {
  const body = page.lines.map((line) => `${pdfText(line)} Tj T*`).join("\n");
  return [
    "BT /F1 20 Tf 72 770 Td",
    `${pdfText(page.title)} Tj`,
    "ET",
    "BT /F1 12 Tf 72 730 Td 18 TL",
    body,
    "ET",
  ].join("\n");
}

export function onePagePdf(page: PdfPage): Uint8Array {
  const stream = contentStream(page);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = out.length;
  // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, space, newline.
  const entries = [
    "0000000000 65535 f \n",
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
  ];
  out += `xref\n0 ${objects.length + 1}\n${entries.join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return encoder.encode(out);
}
