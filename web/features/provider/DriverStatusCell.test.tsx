// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { DriverStatusCell } from "./DriverStatusCell";
import { useClock } from "./useClock";

const since = "2026-11-25T08:00:00.000Z";

function Ticking() {
  const now = useClock();
  return <DriverStatusCell status="IN_PROGRESS" since={since} estimatedArrivalMin={10} now={now} />;
}

describe("DriverStatusCell", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ticks the arrival text every second from the same server data", () => {
    vi.setSystemTime(new Date("2026-11-25T08:02:00.000Z"));
    renderWithProviders(<Ticking />);
    expect(screen.getByText("8:00 left")).toBeTruthy();
    expect(document.querySelector("[data-driver-status]")?.getAttribute("data-driver-status")).toBe("ahead");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText("7:59 left")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(8 * 60_000);
    });
    expect(screen.getByText("Arriving")).toBeTruthy();
  });

  it("says ahead with the completion percent", () => {
    renderWithProviders(
      <DriverStatusCell
        status="IN_PROGRESS"
        since={since}
        estimatedArrivalMin={30}
        now={new Date("2026-11-25T08:12:00.000Z")}
      />,
    );
    expect(screen.getByText("Ahead")).toBeTruthy();
    expect(screen.getByText(/40% · 12 of 30 min/)).toBeTruthy();
  });

  it("says delayed with its minutes, completion capped at 95 %", () => {
    renderWithProviders(
      <DriverStatusCell
        status="IN_PROGRESS"
        since={since}
        estimatedArrivalMin={30}
        now={new Date("2026-11-25T08:45:00.000Z")}
      />,
    );
    expect(screen.getByText("Delayed +15 min")).toBeTruthy();
    expect(screen.getByText(/95% · 45 of 30 min/)).toBeTruthy();
  });

  it("renders nothing for a job that is not in progress", () => {
    renderWithProviders(
      <DriverStatusCell
        status="ACCEPTED"
        since={since}
        estimatedArrivalMin={30}
        now={new Date("2026-11-25T08:45:00.000Z")}
      />,
    );
    expect(document.querySelector("[data-driver-status]")).toBeNull();
  });
});
