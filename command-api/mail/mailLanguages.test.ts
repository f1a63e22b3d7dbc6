import { describe, expect, it } from "vitest";
import { passwordChangedMail, passwordResetMail, verifyEmailMail } from "./accountMails";
import {
  captainApprovedMail,
  captainRejectedMail,
  documentExpiredMail,
  documentExpiryWarningMail,
} from "./captainMails";

const LINK = "https://roadside.test/reset-password?token=abc";
const DASHBOARD = "https://roadside.test/provider-dashboard";

describe("mails in English (the texts as they have always been)", () => {
  it("a password reset, in text and HTML", () => {
    const mail = passwordResetMail("a@example.ae", LINK, "k1", "en");
    expect(mail.subject).toBe("Reset your Roadside password");
    expect(mail.text).toBe(
      [
        "Someone (we hope you) asked to reset the password of your Roadside account.",
        "",
        `Choose a new password here: ${LINK}`,
        "",
        "The link works once, for 30 minutes. If you did not ask, ignore this mail: your password stays as it is.",
      ].join("\n"),
    );
    expect(mail.html).toBe(`<p>Someone (we hope you) asked to reset the password of your Roadside account.</p>
<p><a href="${LINK}">Choose a new password</a></p>
<p>The link works once, for 30 minutes. If you did not ask, ignore this mail: your password stays as it is.</p>`);
  });

  it("a changed password and an expiring paper stay plain text", () => {
    const changed = passwordChangedMail("a@example.ae", "https://roadside.test/forgot-password", "k2", "en");
    expect(changed).toEqual({
      to: "a@example.ae",
      subject: "Your Roadside password was changed",
      text: "The password of your Roadside account was just changed, and every other signed-in device was signed out.\n\nIf this was not you, reset your password at once: https://roadside.test/forgot-password",
      idempotencyKey: "k2",
    });
    const warning = documentExpiryWarningMail(
      "p@example.ae",
      { kind: "trade-licence", expiresOn: "2026-03-14", dashboard: DASHBOARD },
      "k3",
      "en",
    );
    expect(warning.subject).toBe("Your trade licence expires on 14 March 2026: upload the renewed one");
    expect(warning.text).toBe(
      [
        "Your trade licence on file with Roadside is valid until 13 March 2026; it expires on 14 March 2026.",
        "",
        "From that day you will go offline and receive no job offers until a new trade licence is approved.",
        `To keep working without a break, upload the renewed trade licence and submit it for review now: ${DASHBOARD}`,
        "",
        "You keep working on the current one while an admin reviews the new one.",
      ].join("\n"),
    );
    expect(warning.html).toBeUndefined();
    const expired = documentExpiredMail(
      "p@example.ae",
      { kind: "emirates-id", expiresOn: "2026-03-14", dashboard: DASHBOARD },
      "k4",
      "en",
    );
    expect(expired.subject).toBe("Your Emirates ID has expired: you are offline");
    expect(expired.text).toContain("Your Emirates ID expired on 14 March 2026.");
  });
});

describe("mails in Arabic", () => {
  it("a password reset: Arabic words, the same link, the HTML part right to left", () => {
    const mail = passwordResetMail("a@example.ae", LINK, "k1", "ar");
    expect(mail.subject).toBe("أعد تعيين كلمة مرور حسابك في رود سايد");
    expect(mail.text).toContain(`اختر كلمة مرور جديدة من هنا: ${LINK}`);
    expect(mail.text).toContain("لمدة 30 دقيقة");
    expect(mail.html).toMatch(/^<div dir="rtl" lang="ar">/);
    expect(mail.html).toContain(`<a href="${LINK}">اختر كلمة مرور جديدة</a>`);
    // No English sentence is left: the only Latin letters are the link's.
    expect(mail.text.replace(LINK, "")).not.toMatch(/[A-Za-z]/);
  });

  it("verification counts its hours in Arabic plural forms", () => {
    const mail = verifyEmailMail("a@example.ae", "https://roadside.test/verify-email?token=x", "k5", "ar");
    expect(mail.subject).toBe("أكّد بريدك الإلكتروني في رود سايد");
    expect(mail.text).toContain("لمدة 24 ساعة");
  });

  it("a captain's paper mails name the paper and date in Arabic, with an RTL HTML part beside the text", () => {
    const warning = documentExpiryWarningMail(
      "p@example.ae",
      { kind: "insurance", expiresOn: "2026-03-14", dashboard: DASHBOARD },
      "k3",
      "ar",
    );
    expect(warning.subject).toBe("تنتهي صلاحية شهادة التأمين في 14 مارس 2026: ارفع النسخة المجدَّدة");
    expect(warning.text).toContain("سارية حتى 13 مارس 2026");
    expect(warning.html).toMatch(/^<div dir="rtl" lang="ar">\n<p>/);
    expect(warning.html).toContain(`<a href="${DASHBOARD}">${DASHBOARD}</a>`);
    const approved = captainApprovedMail(
      "p@example.ae",
      { note: "أهلاً بك", dashboard: DASHBOARD },
      "k6",
      "ar",
    );
    expect(approved.text).toContain("ملاحظة المشرف: أهلاً بك");
    const rejected = captainRejectedMail(
      "p@example.ae",
      { reason: "<blurred> & late", dashboard: DASHBOARD },
      "k7",
      "ar",
    );
    expect(rejected.subject).toBe("طلبك في رود سايد يحتاج إلى تعديل");
    expect(rejected.html).toContain("السبب: &#60;blurred&#62; &#38; late");
  });
});
