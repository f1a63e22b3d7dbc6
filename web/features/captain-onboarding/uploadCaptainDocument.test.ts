import { describe, expect, it } from "vitest";
import { i18n } from "../../shared/i18n";
import { type OnboardingT, onboardingMessages } from "./messages";
import { uploadErrorOf, uploadErrorText } from "./uploadCaptainDocument";

const english = i18n.getFixedT("en", onboardingMessages.namespace) as unknown as OnboardingT;
const textOf = (status: number, body: string) => uploadErrorText(uploadErrorOf(status, body), english);

describe("uploadErrorOf", () => {
  it("keeps the server's sentence and the field it names", () => {
    const error = uploadErrorOf(
      400,
      JSON.stringify({ error: "this insurance certificate has already expired", field: "expiresOn" }),
    );
    expect(error).toMatchObject({
      status: 400,
      serverMessage: "this insurance certificate has already expired",
      field: "expiresOn",
    });
    expect(uploadErrorText(error, english)).toBe("this insurance certificate has already expired");
  });
  it("explains a refusal without a body by its status", () => {
    expect(textOf(413, "")).toBe("The file is larger than 10 MB.");
    expect(textOf(415, "<html>")).toBe("The file is not a PDF, JPEG or PNG.");
    expect(textOf(500, "")).toBe("The upload failed (500). Please try again.");
  });
});
