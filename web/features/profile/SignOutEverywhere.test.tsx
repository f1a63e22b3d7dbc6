// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readStoredUser, writeStoredUser } from "../../shared/session";
import { stubFetch } from "../../shared/testing/fetchStub";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { SignOutEverywhere } from "./SignOutEverywhere";

function renderButton() {
  renderWithProviders(<SignOutEverywhere />, { path: "/profile", routes: { "/": <p>home</p> } });
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  localStorage.clear();
  writeStoredUser(localStorage, { id: "c-aisha", userType: "customer", name: "Aisha" });
});
afterEach(() => vi.unstubAllGlobals());

describe("Sign out everywhere", () => {
  it("ends every session on the server, then signs this browser out and goes home", async () => {
    const fetch = stubFetch({
      "POST /api/auth/logout-everywhere": { status: 200, body: { sessionsEnded: 3 } },
      "POST /api/auth/logout": { status: 204 },
    });
    const user = renderButton();
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await screen.findByText("home");
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toContain(
      "POST /api/auth/logout-everywhere",
    );
    expect(readStoredUser(localStorage)).toBeNull();
  });

  it("stays signed in and says so when the server refused", async () => {
    stubFetch({
      "POST /api/auth/logout-everywhere": { status: 500, body: { error: "Database unavailable" } },
    });
    const user = renderButton();
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(screen.getByText("Could not sign out everywhere")).toBeTruthy());
    expect(screen.queryByText("home")).toBeNull();
    expect(readStoredUser(localStorage)).not.toBeNull();
  });
});
