// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SUPPORT_PHONE } from "../../shared/config";
import { switchDigits, switchLanguage } from "../../shared/i18n";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { ForgotPasswordPage } from "./ForgotPasswordPage";
import { LoginPage } from "./LoginPage";

afterEach(async () => {
  switchDigits("latn");
  await switchLanguage("en");
  localStorage.clear();
});

describe("signing up and recovering a password in Arabic", () => {
  it("words the register form and its checks in Arabic, with the password length's plural", async () => {
    await switchLanguage("ar");
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoginPage />, { path: "/login?tab=register" });
    expect(await screen.findByRole("heading", { name: "انضم إلى رود سايد" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "التسجيل" })).toBeTruthy();
    expect(screen.getByText("8 أحرف على الأقل، على ألا تكون كلمة مرور شائعة.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "إنشاء حساب" }));
    expect(screen.getByRole("alert").textContent).toContain("يرجى تعبئة جميع الحقول المطلوبة");

    await user.type(screen.getByLabelText(/^الاسم الكامل/), "عائشة");
    await user.type(screen.getByLabelText(/^البريد الإلكتروني/), "aisha@example.ae");
    await user.type(screen.getByLabelText(/^رقم الهاتف/), "+971501234567");
    await user.type(screen.getByLabelText(/^كلمة المرور/), "short");
    await user.type(screen.getByLabelText(/^تأكيد كلمة المرور/), "short");
    await user.click(screen.getByRole("button", { name: "إنشاء حساب" }));
    expect(screen.getByRole("alert").textContent).toContain("يجب أن تتكون كلمة المرور من 8 أحرف على الأقل");
  });

  it("keeps the support number a link inside the Arabic sentence", async () => {
    await switchLanguage("ar");
    switchDigits("arab");
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ForgotPasswordPage />, { path: "/forgot-password" });
    const phone = await screen.findByRole("link", { name: SUPPORT_PHONE });
    expect(phone.parentElement?.textContent).toBe(
      `لم يعد بإمكانك الوصول إلى هذا البريد؟ اتصل بالدعم على ${SUPPORT_PHONE}، وسيتحققون من أن الحساب يخصك. لن يطلب منك رود سايد كلمة المرور أبدًا.`,
    );
    await user.click(screen.getByRole("button", { name: "إرسال رابط إعادة التعيين" }));
    expect(screen.getByRole("alert").textContent).toContain("يرجى إدخال بريدك الإلكتروني");
  });
});

describe("the English support sentence", () => {
  it("reads as before, with the number as a link", async () => {
    renderWithProviders(<ForgotPasswordPage />, { path: "/forgot-password" });
    const phone = screen.getByRole("link", { name: SUPPORT_PHONE });
    expect(phone.parentElement?.textContent).toBe(
      `No access to that mailbox any more? Call support on ${SUPPORT_PHONE}: they will confirm the account is yours. Roadside will never ask for your password.`,
    );
  });
});
