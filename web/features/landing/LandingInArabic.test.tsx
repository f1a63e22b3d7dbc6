// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { switchDigits, switchLanguage } from "../../shared/i18n";
import { stubFetch } from "../../shared/testing/fetchStub";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { LandingScreen } from "./LandingScreen";

afterEach(async () => {
  vi.unstubAllGlobals();
  switchDigits("latn");
  await switchLanguage("en");
  localStorage.clear();
});

describe("the landing in Arabic", () => {
  it("shows the headline, the lists and the emirates in Arabic", async () => {
    await switchLanguage("ar");
    renderWithProviders(<LandingScreen />);
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "عالق على الطريق؟ المساعدة في طريقها إليك، أينما كنت في الإمارات.",
      }),
    ).toBeTruthy();
    for (const title of ["خدماتنا", "لماذا تختارنا", "نطاق الخدمة"])
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    for (const emirate of ["دبي", "أبوظبي", "الشارقة", "عجمان", "رأس الخيمة", "الفجيرة", "أم القيوين"])
      expect(screen.getByText(emirate)).toBeTruthy();
    expect(screen.getByText("15–30 دقيقة")).toBeTruthy();
  });

  it("writes the response time in Arabic-Indic digits when asked", async () => {
    await switchLanguage("ar");
    switchDigits("arab");
    renderWithProviders(<LandingScreen />);
    expect(await screen.findByText("١٥–٣٠ دقيقة")).toBeTruthy();
  });

  it("opens the Arabic sign-in for the chosen role", async () => {
    stubFetch({ "GET /api/config": { status: 200, body: { demoAccounts: true } } });
    await switchLanguage("ar");
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LandingScreen />);
    await user.click(await screen.findByRole("button", { name: /أقدّم خدمات/ }));
    await user.click(screen.getByRole("button", { name: "تسجيل الدخول كمزوّد خدمة" }));
    expect(await screen.findByRole("heading", { name: "مرحبًا بعودتك" })).toBeTruthy();
    expect(screen.getAllByText("مزوّد خدمة").length).toBeGreaterThan(0);
    expect(await screen.findByRole("heading", { name: "الحسابات التجريبية" })).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "استخدام الحساب التجريبي لمزوّد الخدمة khalid@captains.ae" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "سياسة الخصوصية" }).getAttribute("href")).toBe("/privacy");
  });
});
