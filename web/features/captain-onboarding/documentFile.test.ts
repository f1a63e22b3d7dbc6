import { describe, expect, it } from "vitest";
import { i18n } from "../../shared/i18n";
import { MAX_DOCUMENT_BYTES, documentFileProblem as problemIn } from "./documentFile";
import { type OnboardingT, onboardingMessages } from "./messages";

const english = i18n.getFixedT("en", onboardingMessages.namespace) as unknown as OnboardingT;
const documentFileProblem = (file: Parameters<typeof problemIn>[0]) => problemIn(file, english);

describe("documentFileProblem", () => {
  it("takes PDF, JPEG and PNG files up to 10 MB", () => {
    expect(documentFileProblem({ name: "licence.pdf", size: 2048, type: "application/pdf" })).toBeNull();
    expect(documentFileProblem({ name: "id.jpg", size: MAX_DOCUMENT_BYTES, type: "image/jpeg" })).toBeNull();
    expect(documentFileProblem({ name: "scan.PNG", size: 10, type: "" })).toBeNull();
  });
  it("refuses a larger file, saying its size and the limit", () => {
    expect(documentFileProblem({ name: "big.pdf", size: 12.5 * 1024 * 1024, type: "application/pdf" })).toBe(
      "big.pdf is 12.5 MB: documents may be at most 10 MB. Scan at a lower resolution or save it as PDF.",
    );
  });
  it("refuses other formats and empty files", () => {
    expect(documentFileProblem({ name: "licence.docx", size: 10, type: "application/msword" })).toMatch(
      /not a PDF, JPEG or PNG/,
    );
    expect(documentFileProblem({ name: "photo.heic", size: 10, type: "" })).toMatch(/not a PDF, JPEG or PNG/);
    expect(documentFileProblem({ name: "empty.pdf", size: 0, type: "application/pdf" })).toMatch(/empty/);
  });
});
