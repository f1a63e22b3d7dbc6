// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../shared/testing/renderWithProviders";
import { ProjectionProgressBar, rebuildPercent } from "./ProjectionProgressBar";

const replaying = { phase: "replaying", done: 250, total: 1000, eventsPerSecond: 5000, etaSeconds: 1 };

describe("rebuildPercent", () => {
  it("is the share replayed, floored, and 100 only once the rebuild is done", () => {
    expect(rebuildPercent(replaying)).toBe(25);
    expect(rebuildPercent({ ...replaying, done: 999 })).toBe(99);
    expect(rebuildPercent({ ...replaying, done: 1000 })).toBe(99);
    expect(rebuildPercent({ ...replaying, phase: "swapping", done: 1000 })).toBe(99);
    expect(rebuildPercent({ ...replaying, phase: "done", done: 1000 })).toBe(100);
  });

  it("handles an empty log", () => {
    expect(rebuildPercent({ ...replaying, done: 0, total: 0 })).toBe(0);
    expect(rebuildPercent({ ...replaying, phase: "done", done: 0, total: 0 })).toBe(100);
  });
});

describe("ProjectionProgressBar", () => {
  it("shows the bar's value and what is happening", () => {
    renderWithProviders(<ProjectionProgressBar name="reviews" rebuild={replaying} />);
    expect(
      screen.getByRole("progressbar", { name: "Rebuild of reviews" }).getAttribute("aria-valuenow"),
    ).toBe("25");
    expect(screen.getByText("Replaying 250 of 1,000 events: 25% (5,000/s, about 1 s left)")).toBeTruthy();
  });

  it("reads 100% when done", () => {
    renderWithProviders(
      <ProjectionProgressBar name="reviews" rebuild={{ ...replaying, phase: "done", done: 1000 }} />,
    );
    expect(
      screen.getByRole("progressbar", { name: "Rebuild of reviews" }).getAttribute("aria-valuenow"),
    ).toBe("100");
    expect(screen.getByText("Rebuilt: 100%")).toBeTruthy();
  });
});
