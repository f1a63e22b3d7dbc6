// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { switchDigits, switchLanguage } from "../../shared/i18n";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { quoteFixture } from "./paymentFixtures";
import type { Quote } from "./paymentOperations";
import { QuoteBreakdown } from "./QuoteBreakdown";

afterEach(async () => {
  switchDigits("latn");
  await switchLanguage("en");
  localStorage.clear();
});

const quote = () => quoteFixture() as unknown as Quote;

describe("the quote in Arabic", () => {
  it("names each line from its code, with the VAT and the total in dirhams", async () => {
    await switchLanguage("ar");
    renderWithProviders(<QuoteBreakdown quote={quote()} error={null} secondsLeft={545} onRetry={vi.fn()} />);
    expect(await screen.findByText("سحب المركبة (السعر المبدئي)")).toBeTruthy();
    expect(screen.getByText("سعر الكابتن في المرتبة 1")).toBeTruthy();
    expect(screen.getByTestId("quote-vat").textContent).toMatch(/^يشمل ضريبة القيمة المضافة .*5.*%/);
    expect(screen.getByTestId("quote-total").textContent).toMatch(/275\.00/);
    expect(screen.getByRole("timer").textContent).toBe("السعر محجوز لمدة 9:05");
  });

  it("counts down in Arabic-Indic digits when the reader chose them", async () => {
    await switchLanguage("ar");
    switchDigits("arab");
    renderWithProviders(<QuoteBreakdown quote={quote()} error={null} secondsLeft={545} onRetry={vi.fn()} />);
    expect((await screen.findByRole("timer")).textContent).toBe("السعر محجوز لمدة ٩:٠٥");
  });
});
