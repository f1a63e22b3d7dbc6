// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n, switchDigits, switchLanguage } from "../../shared/i18n";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { DashboardHeader } from "./DashboardHeader";
import { DriverStatusCell } from "./DriverStatusCell";
import { type ProviderT, providerMessages } from "./messages";
import { statCards } from "./statCards";

afterEach(async () => {
  switchDigits("latn");
  await switchLanguage("en");
  localStorage.clear();
});

const since = "2026-11-25T08:00:00.000Z";

describe("the captain's dashboard in Arabic", () => {
  it("words the online switch's spec texts in Arabic", async () => {
    await switchLanguage("ar");
    renderWithProviders(
      <DashboardHeader
        online={false}
        switching={false}
        onOnlineChange={() => undefined}
        onlineBlockedReason={null}
        period="WEEK"
        onPeriodChange={() => undefined}
        onRefresh={() => undefined}
      />,
    );
    expect(await screen.findByRole("heading", { name: "لوحة تحكم المؤسسات" })).toBeTruthy();
    expect(screen.getByTestId("online-text").textContent).toBe("أُوقف استقبال جميع الطلبات الواردة مؤقتًا");
    expect(screen.getByText("غير متصل")).toBeTruthy();
    expect(
      (screen.getByRole("combobox", { name: "الفترة" }) as HTMLSelectElement).selectedOptions[0]?.text,
    ).toBe("الأسبوع");
  });

  it("counts the driver's time down in the reader's digits", async () => {
    await switchLanguage("ar");
    switchDigits("arab");
    renderWithProviders(
      <DriverStatusCell
        status="IN_PROGRESS"
        since={since}
        estimatedArrivalMin={10}
        now={new Date("2026-11-25T08:02:00.000Z")}
      />,
    );
    expect(await screen.findByText("متبقٍّ ٨:٠٠")).toBeTruthy();
    expect(screen.getByText("متقدّم")).toBeTruthy();
  });

  it("uses Arabic's dual and plural forms on the stat cards", async () => {
    await switchLanguage("ar");
    const t = i18n.getFixedT("ar", providerMessages.namespace) as unknown as ProviderT;
    const cards = statCards(t, {
      jobs: 12,
      completedJobs: 2,
      acceptanceRate: 0.75,
      meanResponseMinutes: 1.26,
      rating: 4.66,
      ratingCount: 11,
      activeJobs: 2,
      completionRate: 0.9,
      cancellations: 1,
    });
    expect(cards[0]?.hint).toBe("مهمتان مكتملتان");
    expect(cards[3]?.hint).toBe("11 تقييمًا");
    expect(cards[2]?.value).toBe("1.3 دقيقة");
  });
});
