// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../shared/testing/renderWithProviders";
import type { RoutePreference } from "../mapConstants";
import { LayersPanel } from "./LayersPanel";

function open(routePreferences: readonly RoutePreference[], onRoutePreferenceChange = vi.fn()) {
  renderWithProviders(
    <LayersPanel
      bases={["street", "satellite"]}
      base="street"
      onBaseChange={() => {}}
      traffic={false}
      onTrafficChange={() => {}}
      routePreference="fastest"
      onRoutePreferenceChange={onRoutePreferenceChange}
      routePreferences={routePreferences}
      offline={false}
    />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Map layers" }));
  return onRoutePreferenceChange;
}

describe("the layers panel's route preference", () => {
  it("is offered when the server's router tells fastest from shortest, and reports the choice", async () => {
    const changed = open(["fastest", "shortest"]);
    await screen.findByText("Route preference");
    expect(screen.queryByText("Eco")).toBeNull();
    await userEvent.setup().click(screen.getByRole("radio", { name: "Shortest" }));
    expect(changed).toHaveBeenCalledWith("shortest");
  });

  it("is not shown without a routing server (one preference: nothing to choose)", async () => {
    open(["fastest"]);
    await screen.findByText("Base map");
    expect(screen.queryByText("Route preference")).toBeNull();
  });
});
