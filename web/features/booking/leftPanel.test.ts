import { describe, expect, it } from "vitest";
import { IDLE_LEFT_PANEL_STATE, type LeftPanelState, leftPanelFor } from "./leftPanel";

const state = (overrides: Partial<LeftPanelState>): LeftPanelState => ({
  ...IDLE_LEFT_PANEL_STATE,
  ...overrides,
});

describe("left panel precedence (spec §2.4)", () => {
  it("shows Available Near You when nothing is going on", () => {
    expect(leftPanelFor(IDLE_LEFT_PANEL_STATE)).toBe("available-near-you");
  });

  it("puts the provider comparison above everything", () => {
    expect(
      leftPanelFor({
        comparingProviders: true,
        captainOnTheWay: true,
        scheduledConfirmed: true,
        hasActiveRequest: true,
        hasSelectedProvider: true,
      }),
    ).toBe("provider-comparison");
  });

  it("then the captain on the way, then the scheduled confirmation", () => {
    expect(
      leftPanelFor(state({ captainOnTheWay: true, scheduledConfirmed: true, hasActiveRequest: true })),
    ).toBe("captain-on-the-way");
    expect(leftPanelFor(state({ scheduledConfirmed: true, hasActiveRequest: true }))).toBe(
      "scheduled-confirmation",
    );
  });

  it("then the details of the active request or the selected provider", () => {
    expect(leftPanelFor(state({ hasActiveRequest: true }))).toBe("request-details");
    expect(leftPanelFor(state({ hasSelectedProvider: true }))).toBe("request-details");
  });
});
