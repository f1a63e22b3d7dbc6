// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n, switchLanguage } from "../../shared/i18n";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { CaptainStatusBanner } from "./CaptainStatusBanner";
import { ExpiryWarning } from "./ExpiryWarning";
import { type OnboardingT, onboardingMessages } from "./messages";
import type { CaptainOnboarding } from "./onboardingDocuments";
import { submitBlocker } from "./submitRules";

afterEach(async () => {
  await switchLanguage("en");
  localStorage.clear();
});

const onboarding = (over: Partial<CaptainOnboarding>): CaptainOnboarding => ({
  providerId: "p1",
  name: "Omar",
  status: "INCOMPLETE",
  statusMessage: null,
  suspensionReason: null,
  emailVerified: true,
  canGoOnline: false,
  submittedAt: null,
  rejectionReason: null,
  profile: null,
  documents: [],
  expiringSoon: [],
  reviews: [],
  ...over,
});

describe("captain onboarding in Arabic", () => {
  it("says where the application stands, with the link to it", async () => {
    await switchLanguage("ar");
    renderWithProviders(<CaptainStatusBanner onboarding={onboarding({})} linkToOnboarding />);
    expect(await screen.findByText("الطلب غير مكتمل")).toBeTruthy();
    expect(screen.getByText("أكمل ملف نشاطك التجاري وارفع مستنداتك، ثم أرسلها للمراجعة.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "إكمال الطلب" })).toBeTruthy();
  });

  it("names a paper about to lapse with its dates in Arabic", async () => {
    await switchLanguage("ar");
    const expiringSoon = [{ id: "d1", kind: "INSURANCE", expiresOn: "2026-05-01" }] as never;
    renderWithProviders(<ExpiryWarning expiringSoon={expiringSoon} />);
    expect(
      await screen.findByText("تنتهي صلاحية شهادة التأمين في 1 مايو 2026 (صالح حتى 30 أبريل 2026)."),
    ).toBeTruthy();
  });

  it("lists the missing papers with Arabic joining words", async () => {
    await switchLanguage("ar");
    const t = i18n.getFixedT("ar", onboardingMessages.namespace) as unknown as OnboardingT;
    const profile = {} as CaptainOnboarding["profile"];
    expect(submitBlocker(onboarding({ profile }), "2026-03-10", t)).toBe(
      "ارفع نسخة سارية من الرخصة التجارية وشهادة التأمين والهوية الإماراتية أولًا.",
    );
  });
});
