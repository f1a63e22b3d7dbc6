import { describe, expect, it } from "vitest";
import { documentsUnderReview, formatBytes, formatDay, previewOf } from "./reviewDocuments";

const doc = (id: string, kind: string, state: string) =>
  ({ id, kind, state, expiresOn: "2027-01-01", contentType: "application/pdf" }) as never;

describe("documentsUnderReview", () => {
  it("shows per paper the upload waiting for review, else the approved one, else nothing", () => {
    const papers = documentsUnderReview([
      doc("new-insurance", "INSURANCE", "PENDING"),
      doc("old-insurance", "INSURANCE", "APPROVED"),
      doc("licence", "TRADE_LICENCE", "APPROVED"),
      doc("older-licence", "TRADE_LICENCE", "SUPERSEDED"),
    ]);
    expect(
      papers.map((paper) => [paper.kind, (paper.document as { id: string } | null)?.id ?? null]),
    ).toEqual([
      ["TRADE_LICENCE", "licence"],
      ["INSURANCE", "new-insurance"],
      ["EMIRATES_ID", null],
    ]);
  });
});

describe("previewOf and formats", () => {
  it("shows images inline and links PDFs", () => {
    expect(previewOf("image/png")).toBe("image");
    expect(previewOf("image/jpeg")).toBe("image");
    expect(previewOf("application/pdf")).toBe("link");
  });
  it("writes dates and sizes for people", () => {
    expect(formatDay("2026-05-01")).toBe("1 May 2026");
    expect(formatBytes(2_500_000)).toBe("2.4 MB");
    expect(formatBytes(300)).toBe("1 KB");
  });
});
