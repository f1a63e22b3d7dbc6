// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/renderWithProviders";
import { OfflineScreen } from "./OfflineScreen";

function setDeviceOnline(online: boolean): void {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

afterEach(() => vi.restoreAllMocks());

describe("OfflineScreen", () => {
  it("shows nothing while the device is online", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    renderWithProviders(<OfflineScreen />);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says what needs a connection when the device goes offline, and leaves when it is back", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    renderWithProviders(<OfflineScreen />);
    setDeviceOnline(false);
    const notice = screen.getByRole("alert", { name: "You're offline" });
    expect(notice.textContent).toContain("Requesting help");
    expect(notice.textContent).toContain("Live tracking, chat");
    expect(notice.textContent).toContain("reconnects by itself");
    setDeviceOnline(true);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
