// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentLanguage, switchDigits, switchLanguage } from "../../shared/i18n";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { LanguageSwitch } from "../../shared/ui/LanguageSwitch";
import type { Activity } from "./profileQueries";
import { RewardsTab } from "./RewardsTab";
import { TowTruckForm } from "./TowTruckForm";
import { EMPTY_TRUCK_FORM } from "./truckForm";

const activity = (points: number, pointsToGold: number): Activity => ({
  requests: 30,
  completed: points / 25,
  cancelled: 2,
  spentAed: 5400,
  successPercent: 93,
  points,
  pointsToGold,
});

afterEach(async () => {
  switchDigits("latn");
  await switchLanguage("en");
  localStorage.clear();
});

describe("the profile in Arabic", () => {
  it("shows Arabic texts with Arabic plural forms, right to left", async () => {
    await switchLanguage("ar");
    renderWithProviders(<RewardsTab activity={activity(998, 2)} />);
    expect(await screen.findByText("نقاط الولاء")).toBeTruthy();
    // Arabic's dual: 2 points is its own form, not "2 نقطة".
    expect(screen.getByText("نقطتان للوصول إلى المستوى الذهبي")).toBeTruthy();
    expect(screen.getByText("متاحة")).toBeTruthy(); // Premium Support, 500
    expect(screen.getByText("دعم مميز")).toBeTruthy();
    expect(screen.getByText("نقطتان إضافيتان")).toBeTruthy(); // Free Service, 1000
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");
    expect(document.documentElement.getAttribute("lang")).toBe("ar");
    expect(localStorage.getItem("roadside.language")).toBe("ar");
  });

  it("writes Arabic-Indic digits when the user asks for them", async () => {
    await switchLanguage("ar");
    switchDigits("arab");
    renderWithProviders(<RewardsTab activity={activity(700, 800)} />);
    expect(await screen.findByText("٧٠٠")).toBeTruthy();
    expect(screen.getByText("٨٠٠ نقطة للوصول إلى المستوى الذهبي")).toBeTruthy();
  });

  it("the top bar's switch turns an English screen Arabic and back", async () => {
    renderWithProviders(
      <>
        <LanguageSwitch />
        <RewardsTab activity={activity(1500, 0)} />
      </>,
    );
    expect(screen.getByText("You are a Gold member")).toBeTruthy();
    expect(document.documentElement.getAttribute("dir")).not.toBe("rtl");
    fireEvent.click(screen.getByRole("button", { name: /العربية/ }));
    expect(await screen.findByText("أنت عضو في المستوى الذهبي")).toBeTruthy();
    expect(currentLanguage()).toBe("ar");
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");
    fireEvent.click(screen.getByRole("button", { name: /English/ }));
    await waitFor(() => expect(screen.getByText("You are a Gold member")).toBeTruthy());
    expect(document.documentElement.getAttribute("dir")).toBe("ltr");
  });

  it("checks a tow truck in Arabic, naming each missing field", async () => {
    await switchLanguage("ar");
    renderWithProviders(
      <TowTruckForm
        title="إضافة شاحنة سحب"
        initial={EMPTY_TRUCK_FORM}
        submitLabel="إضافة"
        onSave={vi.fn()}
      />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "إضافة" }));
    expect(await screen.findByText("يرجى تصحيح الحقول المحددة")).toBeTruthy();
    expect(screen.getByText("اسم الشاحنة مطلوب")).toBeTruthy();
    expect(screen.getByText("اختر نوع مركبة واحدًا على الأقل تستطيع سحبه")).toBeTruthy();
    expect(screen.getByText("دفع رباعي كبيرة")).toBeTruthy();
  });
});
