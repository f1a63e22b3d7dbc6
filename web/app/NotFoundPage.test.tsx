// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../shared/testing/renderWithProviders";
import { NotFoundPage } from "./NotFoundPage";

describe("NotFoundPage (spec §2.1)", () => {
  it("says Page Not Found and offers Home, Profile, Service History and Go Back", () => {
    renderWithProviders(<NotFoundPage />, { path: "/no/such/page" });
    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Home/ }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: /Profile/ }).getAttribute("href")).toBe("/profile");
    expect(screen.getByRole("link", { name: /Service History/ }).getAttribute("href")).toBe("/history");
    expect(screen.getByRole("button", { name: /Go Back/ })).toBeTruthy();
  });
});
