import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { loadConfig } from "./config";

const keys = webpush.generateVAPIDKeys();

describe("push configuration", () => {
  it("defaults to Web Push with keys from DATA_DIR and MAIL_FROM's address as the subject", () => {
    expect(loadConfig({}).push).toEqual({
      provider: "webpush",
      keys: null,
      subject: "mailto:no-reply@roadside.ae",
    });
  });

  it("takes a key pair and subject from the environment", () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "https://roadside.ae",
      PUSH_PROVIDER: "recorded",
    });
    expect(config.push).toEqual({ provider: "recorded", keys, subject: "https://roadside.ae" });
  });

  it("names the variable at fault", () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: "abc", VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY="abc": must be a base64url P-256 public key/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: "ops@roadside.ae" })).toThrow(/VAPID_SUBJECT=.*mailto:/);
    expect(() => loadConfig({ PUSH_PROVIDER: "fcm" })).toThrow(/PUSH_PROVIDER/);
  });
});
