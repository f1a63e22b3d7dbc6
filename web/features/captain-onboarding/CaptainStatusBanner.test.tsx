// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { CaptainStatusBanner } from "./CaptainStatusBanner";
import type { CaptainOnboarding } from "./onboardingDocuments";

const onboarding = (over: Partial<CaptainOnboarding>): CaptainOnboarding => ({
  providerId: "p1",
  name: "Omar",
  status: "UNDER_REVIEW",
  statusMessage: "Your documents are under review: you can go online once an admin approves them.",
  suspensionReason: null,
  emailVerified: true,
  canGoOnline: false,
  submittedAt: "2026-03-10T08:00:00.000Z",
  rejectionReason: null,
  profile: null,
  documents: [],
  expiringSoon: [],
  reviews: [],
  ...over,
});

describe("CaptainStatusBanner", () => {
  it("says the status and, on the dashboard, links to the application", () => {
    renderWithProviders(<CaptainStatusBanner onboarding={onboarding({})} linkToOnboarding />);
    expect(screen.getByText("Under review")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View application" }).getAttribute("href")).toBe(
      "/provider/onboarding",
    );
  });

  it("shows a suspension instead of the application, without a link", () => {
    renderWithProviders(
      <CaptainStatusBanner onboarding={onboarding({ suspensionReason: "No-shows" })} linkToOnboarding />,
    );
    expect(screen.getByText("Account suspended")).toBeTruthy();
    expect(screen.queryByText("Under review")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
