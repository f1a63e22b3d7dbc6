// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { NavigateMenu } from "./NavigateMenu";

const pickup = { latitude: 25.1972, longitude: 55.2744 };
const destination = { latitude: 25.1234, longitude: 55.2271 };

describe("NavigateMenu", () => {
  it("opens links to the pickup in the three apps, each in a new tab", async () => {
    renderWithProviders(<NavigateMenu targets={[{ target: "pickup", at: pickup }]} />);
    fireEvent.click(screen.getByRole("button", { name: "Navigate to pickup" }));
    const google = await screen.findByRole("menuitem", { name: "Google Maps" });
    expect(google.getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=25.197200,55.274400&travelmode=driving",
    );
    expect(google.getAttribute("target")).toBe("_blank");
    expect(google.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("menuitem", { name: "Waze" }).getAttribute("href")).toBe(
      "https://waze.com/ul?ll=25.197200,55.274400&navigate=yes",
    );
    expect(screen.getByRole("menuitem", { name: "Apple Maps" }).getAttribute("href")).toBe(
      "https://maps.apple.com/?daddr=25.197200,55.274400&dirflg=d",
    );
  });

  it("leads to the destination first once a tow has started, the pickup second", async () => {
    renderWithProviders(
      <NavigateMenu
        targets={[
          { target: "destination", at: destination },
          { target: "pickup", at: pickup },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Navigate to destination" }));
    await waitFor(() => expect(screen.getAllByRole("menuitem", { name: "Waze" })).toHaveLength(2));
    const [toDestination, toPickup] = screen.getAllByRole("menuitem", { name: "Waze" });
    expect(toDestination!.getAttribute("href")).toContain("ll=25.123400,55.227100");
    expect(toPickup!.getAttribute("href")).toContain("ll=25.197200,55.274400");
  });

  it("shows nothing when there is nowhere to go", () => {
    renderWithProviders(<NavigateMenu targets={[]} />);
    expect(screen.queryByRole("button", { name: /Navigate/ })).toBeNull();
  });
});
