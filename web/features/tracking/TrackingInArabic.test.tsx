// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { switchLanguage } from "../../shared/i18n";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { LiveTrackingPanel } from "./LiveTrackingPanel";
import { trackedRequest } from "./trackedRequest.fixture";
import { requestStatusLabel } from "./trackingTexts";

const tracking = {
  status: "Nearby",
  phase: "nearby",
  color: "yellow",
  remainingKm: 0.8,
  etaMinutes: 2,
  speedKmh: 42,
  progressPercent: 60,
  providerLatitude: 25.2,
  providerLongitude: 55.27,
  positionAt: "2026-11-25T08:05:00.000Z",
};

afterEach(async () => {
  await switchLanguage("en");
  localStorage.clear();
});

describe("live tracking in Arabic", () => {
  it("names the status by the server's phase and the request's status, with Arabic units", async () => {
    await switchLanguage("ar");
    renderWithProviders(<LiveTrackingPanel request={trackedRequest({ tracking })} />);
    // The server says "Nearby"; the reader sees it in Arabic, in its colour.
    expect((await screen.findByText("قريب")).getAttribute("data-palette")).toBe("yellow");
    expect(screen.getByTestId("request-status").textContent).toBe("قيد التنفيذ");
    expect(screen.getByText("المسافة (تقريبية)")).toBeTruthy();
    expect(screen.getByText("42 كم/س")).toBeTruthy();
    expect(screen.getByText("Khalid Recovery قريب منك، على بُعد أقل من 1 كم.")).toBeTruthy();
  });

  it("gives other screens the request's status in the current language", async () => {
    expect(requestStatusLabel("IN_PROGRESS")).toBe("In Progress");
    await switchLanguage("ar");
    expect(requestStatusLabel("IN_PROGRESS")).toBe("قيد التنفيذ");
    expect(requestStatusLabel("SOMETHING_NEW")).toBe("SOMETHING_NEW");
  });
});
