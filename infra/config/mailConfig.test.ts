import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("mail configuration", () => {
  it("without SMTP_URL mail goes to the outbox, and links point at this machine's port", () =>
    expect(loadConfig({ PORT: "4000" }).mail).toEqual({
      smtpUrl: undefined,
      from: "Roadside <no-reply@roadside.ae>",
      publicUrl: "http://localhost:4000",
    }));

  it("takes an SMTP URL, a sender and the public address (without a trailing slash)", () =>
    expect(
      loadConfig({
        SMTP_URL: "smtps://user:pass@smtp.example.com:465",
        MAIL_FROM: "Roadside <help@roadside.example>",
        PUBLIC_URL: "https://roadside.example/",
      }).mail,
    ).toEqual({
      smtpUrl: "smtps://user:pass@smtp.example.com:465",
      from: "Roadside <help@roadside.example>",
      publicUrl: "https://roadside.example",
    }));

  it("names the variable when it is not an SMTP URL", () =>
    expect(() => loadConfig({ SMTP_URL: "http://smtp.example.com" })).toThrow(
      /SMTP_URL=.*smtp:\/\/ or smtps:\/\//,
    ));

  it("names the variable when the public address is not a web URL", () =>
    expect(() => loadConfig({ PUBLIC_URL: "roadside.example" })).toThrow(
      /PUBLIC_URL=.*http:\/\/ or https:\/\//,
    ));
});
