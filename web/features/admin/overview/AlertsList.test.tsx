// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../shared/testing/renderWithProviders";
import { AlertsList } from "./AlertsList";

describe("AlertsList", () => {
  it("says all is clear when the server sends no alert", () => {
    renderWithProviders(<AlertsList alerts={[]} />);
    expect(screen.getByText("All clear: nothing needs attention.")).toBeTruthy();
  });

  it("shows each alert in the server's order, critical ones marked as such", () => {
    renderWithProviders(
      <AlertsList
        alerts={[
          {
            severity: "critical",
            title: "Requests waiting for a provider",
            message: "2 requests due more than 10 min ago",
          },
          { severity: "warning", title: "Providers delayed", message: "1 job accepted more than 35 min ago" },
        ]}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Alerts" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Critical: Requests waiting for a provider2 requests due more than 10 min ago",
      "Providers delayed1 job accepted more than 35 min ago",
    ]);
    expect(items[0]!.querySelector("[data-severity]")?.getAttribute("data-severity")).toBe("critical");
  });

  it("links a stuck request's alert to the request, where the admin can act on it", () => {
    const opened: string[] = [];
    renderWithProviders(
      <AlertsList
        alerts={[
          {
            severity: "critical",
            title: "Requests waiting for a provider",
            message: "1 request due more than 10 min ago",
            requestId: "0190-aaaa-bbbbbb123456",
          },
          { severity: "warning", title: "Cancellation spike", message: "6 of 10", requestId: null },
        ]}
        onOpenRequest={(id) => opened.push(id)}
      />,
    );
    const buttons = screen.getAllByRole("button", { name: /Act on/ });
    expect(buttons.map((button) => button.textContent)).toEqual(["Act on #123456"]);
    buttons[0]!.click();
    expect(opened).toEqual(["0190-aaaa-bbbbbb123456"]);
  });
});
