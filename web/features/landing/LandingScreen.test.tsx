// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../shared/testing/fetchStub";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { LandingScreen } from "./LandingScreen";

describe("LandingScreen (spec §2.2)", () => {
  it("shows the headline, the three lists and all seven emirates", () => {
    renderWithProviders(<LandingScreen />);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    for (const title of ["Our Services", "Why Choose Us", "Service Coverage"]) {
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    }
    for (const emirate of [
      "Dubai",
      "Abu Dhabi",
      "Sharjah",
      "Ajman",
      "Ras Al Khaimah",
      "Fujairah",
      "Umm Al Quwain",
    ]) {
      expect(screen.getByText(emirate)).toBeTruthy();
    }
  });

  it("offers Sign In and Create Account once a role is chosen, and toggles the role off again", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LandingScreen />);
    expect(screen.queryByRole("button", { name: /Sign In/ })).toBeNull();

    const customer = screen.getByRole("button", { name: /I Need Help/ });
    await user.click(customer);
    expect(customer.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Sign In as a customer" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Account as a customer" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: /I Provide Services/ }));
    expect(screen.getByRole("button", { name: "Sign In as a provider" })).toBeTruthy();
    expect(customer.getAttribute("aria-pressed")).toBe("false");

    await user.click(screen.getByRole("button", { name: /I Provide Services/ }));
    expect(screen.queryByRole("button", { name: /Sign In/ })).toBeNull();
  });

  it("opens the auth screen for the chosen role, with the demo accounts, and goes back home", async () => {
    // The demo panel shows when the server says demo accounts exist (GET /api/config).
    stubFetch({ "GET /api/config": { status: 200, body: { demoAccounts: true } } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LandingScreen />);
    await user.click(screen.getByRole("button", { name: /I Provide Services/ }));
    await user.click(screen.getByRole("button", { name: "Sign In as a provider" }));
    expect(screen.getByText("Service Provider")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Demo accounts" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Demo accounts" })).toBeNull();

    await user.click(screen.getByRole("button", { name: /Back to home/ }));
    expect(screen.getByRole("button", { name: "Sign In as a provider" })).toBeTruthy();
  });
});
