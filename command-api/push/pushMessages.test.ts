import { describe, expect, it } from "vitest";
import { PushKind } from "../../domain/push/notificationKinds";
import { familyPushMessageOf, pushMessageOf } from "./pushMessages";

const details = { requestId: "r1", expiresAt: "2025-03-10T08:05:30.000Z" };
const receipt = {
  requestId: "r1",
  receipt: { invoiceNumber: "INV-000042", grossFils: 28_000, vatFils: 1_333 },
};
// Intl marks Arabic currency with right-to-left marks; compared without them.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "").replace(/\u00a0/g, " ");

describe("notifications in the recipient's language", () => {
  it("English says what it always said", () => {
    expect(pushMessageOf("new-offer", details, "en").payload.body).toBe(
      "A customer needs help. Answer before 12:05:30 (UAE time).",
    );
    expect(pushMessageOf("captain-nearby", details, "en").payload).toEqual({
      title: "Captain nearby",
      body: "Your captain is less than 1 km away.",
      url: "/",
      tag: "request-r1",
    });
    expect(pushMessageOf("job-completed", receipt, "en").payload.body).toBe(
      "You paid AED 280.00 incl. VAT AED 13.33. Tap to open tax invoice INV-000042.",
    );
  });

  it("Arabic for every kind: no English words left, the same links and tags", () => {
    for (const kind of PushKind.options) {
      const english = pushMessageOf(kind, details, "en");
      const arabic = pushMessageOf(kind, details, "ar");
      expect(arabic.urgency).toBe(english.urgency);
      expect({ url: arabic.payload.url, tag: arabic.payload.tag }).toEqual({
        url: english.payload.url,
        tag: english.payload.tag,
      });
      expect(`${arabic.payload.title} ${arabic.payload.body}`).not.toMatch(/[A-Za-z]/);
    }
    expect(pushMessageOf("new-offer", details, "ar").payload.body).toBe(
      "عميل يحتاج إلى مساعدة. أجب قبل 12:05:30 (بتوقيت الإمارات).",
    );
    expect(pushMessageOf("captain-nearby", details, "ar").payload.body).toBe(
      "الكابتن على بُعد أقل من 1 كم منك.",
    );
  });

  it("an Arabic receipt gives the amounts with the dirham sign and the invoice's number", () => {
    const { payload } = pushMessageOf("job-completed", receipt, "ar");
    expect(payload.title).toBe("اكتمل العمل: إيصالك");
    expect(plain(payload.body)).toBe(
      "دفعت 280.00 د.إ.، منها 13.33 د.إ. ضريبة القيمة المضافة. اضغط لفتح الفاتورة الضريبية INV-000042.",
    );
    expect(payload.url).toBe("/api/documents/INV-000042.pdf");
  });

  it("the family is told the trip's status in either language", () => {
    expect(
      familyPushMessageOf("trip-ended", { requestId: "r1", ending: "cancelled" }, "tok", "en").payload,
    ).toEqual({ title: "Trip ended", body: "The trip was cancelled.", url: "/track/tok", tag: "trip-r1" });
    expect(
      familyPushMessageOf("trip-ended", { requestId: "r1", ending: "unassigned" }, "tok", "ar").payload,
    ).toEqual({
      title: "انتهت الرحلة",
      body: "لم يتمكن أي كابتن من قبول هذا الطلب.",
      url: "/track/tok",
      tag: "trip-r1",
    });
  });
});
