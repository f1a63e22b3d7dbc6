import { describe, expect, it } from "vitest";
import { uploadErrorOf } from "./uploadCaptainDocument";

describe("uploadErrorOf", () => {
  it("keeps the server's sentence and the field it names", () => {
    const error = uploadErrorOf(
      400,
      JSON.stringify({ error: "this insurance certificate has already expired", field: "expiresOn" }),
    );
    expect(error).toMatchObject({
      status: 400,
      message: "this insurance certificate has already expired",
      field: "expiresOn",
    });
  });
  it("explains a refusal without a body by its status", () => {
    expect(uploadErrorOf(413, "").message).toBe("The file is larger than 10 MB.");
    expect(uploadErrorOf(415, "<html>").message).toBe("The file is not a PDF, JPEG or PNG.");
    expect(uploadErrorOf(500, "").message).toBe("The upload failed (500). Please try again.");
  });
});
