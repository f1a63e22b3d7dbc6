// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { writeStoredUser } from "../shared/session";
import { renderWithProviders } from "../shared/testing/renderWithProviders";
import { RequireAuth, RequireRole } from "./guards";

beforeEach(() => localStorage.clear());

describe("route guards", () => {
  it("sends a customer who opens the admin panel home, with a toast", async () => {
    writeStoredUser(localStorage, { id: "c1", userType: "customer", name: "Aisha" });
    renderWithProviders(
      <RequireRole allowed={["admin"]}>
        <p>admin panel</p>
      </RequireRole>,
      { path: "/admin-panel", routes: { "/": <p>home</p> } },
    );
    expect(await screen.findByText("home")).toBeTruthy();
    expect(screen.queryByText("admin panel")).toBeNull();
    expect(await screen.findByText("That page is for admins only.")).toBeTruthy();
  });

  it("lets a provider into the provider dashboard", () => {
    writeStoredUser(localStorage, { id: "p1", userType: "provider", name: "Khalid" });
    renderWithProviders(
      <RequireRole allowed={["provider", "admin"]}>
        <p>dashboard</p>
      </RequireRole>,
      { path: "/provider-dashboard" },
    );
    expect(screen.getByText("dashboard")).toBeTruthy();
  });

  it("asks a signed-out visitor to log in", () => {
    renderWithProviders(
      <RequireAuth>
        <p>profile</p>
      </RequireAuth>,
      { path: "/profile" },
    );
    expect(screen.getByRole("heading", { name: "Please log in" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Login" }).getAttribute("href")).toBe("/login");
  });
});
