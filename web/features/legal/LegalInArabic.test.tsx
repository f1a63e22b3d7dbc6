// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../shared/config";
import { switchLanguage } from "../../shared/i18n";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { PrivacyPage } from "./PrivacyPage";
import { TermsPage } from "./TermsPage";

afterEach(async () => {
  await switchLanguage("en");
  localStorage.clear();
});

describe("the legal pages", () => {
  it("keep the English terms' contact sentence whole, with its three links", () => {
    renderWithProviders(<TermsPage />);
    const privacy = screen.getByRole("link", { name: "Privacy Policy" });
    expect(privacy.getAttribute("href")).toBe("/privacy");
    expect(privacy.parentElement?.textContent).toBe(
      `Questions about these terms: call ${SUPPORT_PHONE} or write to ${SUPPORT_EMAIL}. How we handle your data is described in our Privacy Policy.`,
    );
    expect(document.title).toBe("Terms of Service – Roadside");
  });

  it("show the terms in Arabic, section by section", async () => {
    await switchLanguage("ar");
    renderWithProviders(<TermsPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "شروط الخدمة" })).toBeTruthy();
    expect(screen.getByText("5. حالات الطوارئ")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(10);
    const privacy = screen.getByRole("link", { name: "سياسة الخصوصية" });
    expect(privacy.getAttribute("href")).toBe("/privacy");
    expect(privacy.parentElement?.textContent).toBe(
      `للاستفسار عن هذه الشروط: اتصل على ${SUPPORT_PHONE} أو راسلنا على ${SUPPORT_EMAIL}. ونشرح كيفية تعاملنا مع بياناتك في سياسة الخصوصية.`,
    );
    expect(screen.getByRole("link", { name: "العودة إلى تسجيل الدخول" })).toBeTruthy();
  });

  it("show the privacy policy in Arabic, with the support address as a link", async () => {
    await switchLanguage("ar");
    renderWithProviders(<PrivacyPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "سياسة الخصوصية" })).toBeTruthy();
    expect(screen.getByText("حقوقك")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(7);
    expect(screen.getByRole("link", { name: SUPPORT_EMAIL }).getAttribute("href")).toBe(
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(screen.getByRole("link", { name: "شروط الخدمة" }).getAttribute("href")).toBe("/terms");
    expect(document.title).toBe("سياسة الخصوصية – رود سايد");
  });
});
