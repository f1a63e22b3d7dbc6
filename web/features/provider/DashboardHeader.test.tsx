// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { DashboardHeader, type DashboardHeaderProps } from "./DashboardHeader";

const props = (over: Partial<DashboardHeaderProps>): DashboardHeaderProps => ({
  online: false,
  switching: false,
  onOnlineChange: () => undefined,
  onlineBlockedReason: null,
  period: "TODAY",
  onPeriodChange: () => undefined,
  onRefresh: () => undefined,
  ...over,
});

const switchInput = () => screen.getByTestId("online-switch").querySelector("input") as HTMLInputElement;

describe("DashboardHeader's online switch", () => {
  it("is off-limits with the server's reason while the captain may not go online", () => {
    const reason = "Your documents are under review: you can go online once an admin approves them.";
    renderWithProviders(<DashboardHeader {...props({ onlineBlockedReason: reason })} />);
    expect(switchInput().disabled).toBe(true);
    expect(screen.getByTestId("online-text").textContent).toBe(reason);
  });

  it("works when the captain may go online", () => {
    renderWithProviders(<DashboardHeader {...props({})} />);
    expect(switchInput().disabled).toBe(false);
    expect(screen.getByTestId("online-text").textContent).toBe("Paused all incoming requests");
  });

  it("still lets an online captain who lost the right go offline", () => {
    renderWithProviders(<DashboardHeader {...props({ online: true, onlineBlockedReason: "expired" })} />);
    expect(switchInput().disabled).toBe(false);
    expect(screen.getByTestId("online-text").textContent).toBe("Receiving requests from enterprise clients");
  });
});
