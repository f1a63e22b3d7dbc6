// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/renderWithProviders";
import { notify } from "./toaster";

describe("toasts, as a screen reader meets them (WCAG 4.1.3)", () => {
  it("appear inside a polite live region, so they are read out without taking the focus", async () => {
    // The providers mount the app's <Toaster /> as the app's root layout does.
    renderWithProviders(<main />);
    const before = document.activeElement;
    act(() => notify.success("Vehicle added", "Keyed Patrol is in your garage"));
    const title = await screen.findByText("Vehicle added");
    const region = title.closest("[aria-live]");
    expect(region?.getAttribute("aria-live")).toBe("polite");
    expect(region?.getAttribute("role")).toBe("region");
    expect(region?.getAttribute("aria-label")).toMatch(/Notifications/);
    expect(screen.getByText("Keyed Patrol is in your garage")).toBeTruthy();
    expect(document.activeElement).toBe(before);
  });
});
