import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { type LocalPushService, startLocalPushService } from "./testing/localPushService";
import { webPushSender } from "./webPushSender";

let service: LocalPushService;
beforeAll(async () => {
  service = await startLocalPushService();
});
afterAll(() => service.close());

const keys = webpush.generateVAPIDKeys();
const vapid = { ...keys, subject: "mailto:ops@roadside.test" };
const payload = {
  title: "New job offer",
  body: "Towing in Dubai Marina",
  url: "/provider-dashboard",
  tag: "offer-r1",
};

describe("the Web Push sender", () => {
  it("delivers an aes128gcm body the subscription's keys decrypt, signed with the VAPID key", async () => {
    const subscription = service.subscribe("s-delivered");
    const sender = webPushSender({ vapid, agent: service.agent });
    const outcome = await sender.send(subscription.target, payload, { ttlSeconds: 30, urgency: "high" });
    expect(outcome).toEqual({ kind: "delivered" });
    const [push] = (await service.waitFor(1)).filter((p) => p.subscriptionId === "s-delivered");
    expect(JSON.parse(push!.text)).toEqual(payload);
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(push!.headers.ttl).toBe("30");
    expect(push!.headers.urgency).toBe("high");
    expect(push!.vapid).toMatchObject({ sub: "mailto:ops@roadside.test", publicKey: keys.publicKey });
    expect(push!.vapid.aud).toBe(new URL(subscription.target.endpoint).origin);
  });

  it.each([404, 410])("a %i means the subscription is gone", async (status) => {
    const subscription = service.subscribe(`s-${status}`);
    service.answer(`s-${status}`, status);
    const outcome = await webPushSender({ vapid, agent: service.agent }).send(subscription.target, payload, {
      ttlSeconds: 0,
    });
    expect(outcome).toEqual({ kind: "gone", status });
  });

  it("a 429 or a refused connection is worth another try", async () => {
    const subscription = service.subscribe("s-busy");
    service.answer("s-busy", 429);
    const sender = webPushSender({ vapid, agent: service.agent });
    expect(await sender.send(subscription.target, payload, { ttlSeconds: 0 })).toEqual({
      kind: "retry",
      reason: "push service answered 429",
    });
    const nowhere = { ...subscription.target, endpoint: "https://127.0.0.1:1/push/x" };
    expect((await sender.send(nowhere, payload, { ttlSeconds: 0 })).kind).toBe("retry");
  });
});
