import { describe, expect, it } from "vitest";
import { applicationServerKeyOf } from "./browserPushSubscription";

describe("the server's VAPID key for PushManager.subscribe()", () => {
  it("is the 65 bytes its base64url stands for", () => {
    const bytes = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => (i * 37) % 256)]);
    const key = bytes.toString("base64url");
    expect(key).toMatch(/[-_]/); // the url-safe letters are the point of the conversion
    expect(Buffer.from(applicationServerKeyOf(key))).toEqual(bytes);
  });
});
