import { describe, expect, it } from "vitest";
import { onePagePdf } from "./paperPdf";

const decode = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

describe("onePagePdf", () => {
  const bytes = onePagePdf({
    title: "Insurance certificate",
    lines: ["Captain: Khalid (Recovery) \\ Services", "Policy number: POL-123", "Valid until: 2027-01-01"],
  });
  const text = decode(bytes);

  it("starts with the PDF header and ends with %%EOF", () => {
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("points startxref at the cross-reference table, whose entries point at their objects", () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe("xref\n");
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
    expect(Number(first)).toBe(0);
    const table = text.slice(startxref + `xref\n0 ${count}\n`.length);
    const entries = Array.from({ length: Number(count) }, (_, i) => table.slice(i * 20, i * 20 + 20));
    expect(entries[0]).toBe("0000000000 65535 f \n");
    for (const [n, entry] of entries.entries()) {
      expect(entry).toMatch(/^\d{10} \d{5} [nf] \n$/);
      if (n === 0) continue;
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
    }
    expect(text).toContain(`/Size ${count}`);
  });

  it("gives the content stream its true length", () => {
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text);
    expect(match).not.toBeNull();
    expect(match![2]!.length).toBe(Number(match![1]));
  });

  it("writes the lines as escaped string literals, non-ASCII as ?", () => {
    expect(text).toContain("(Captain: Khalid \\(Recovery\\) \\\\ Services) Tj");
    const arabic = decode(onePagePdf({ title: "خالد", lines: [] }));
    expect(arabic).toContain("(????) Tj");
  });
});
