// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Client } from "urql";
import { Provider } from "urql";
import { describe, expect, it, vi } from "vitest";
import { fromValue } from "wonka";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { OverviewTab } from "./OverviewTab";
import type { Profile } from "./profileQueries";

const profile = {
  id: "c1",
  name: "Aisha",
  email: "aisha@example.ae",
  phone: "+971 50 123 4567",
  city: "DUBAI",
  address: null,
  emiratesId: null,
  userType: "CUSTOMER",
  createdAt: "2026-11-01T08:00:00.000Z",
  vehicles: [],
} as unknown as Profile;

function setup() {
  const updateProfile = vi.fn();
  const client = {
    executeMutation: vi.fn((operation) => {
      updateProfile(operation.variables);
      return fromValue({ operation, data: { updateProfile: { ...profile, __typename: "User" } } });
    }),
  } as unknown as Client;
  renderWithProviders(
    <Provider value={client}>
      <OverviewTab profile={profile} />
    </Provider>,
  );
  return { updateProfile, user: userEvent.setup() };
}

describe("OverviewTab (spec §2.7, §5)", () => {
  it("shows Not provided for empty optional fields", () => {
    setup();
    expect(screen.getAllByText("Not provided")).toHaveLength(2);
  });

  it("names a missing name and a malformed Emirates ID, and sends nothing", async () => {
    const { user, updateProfile } = setup();
    await user.clear(screen.getByRole("textbox", { name: /Full Name/ }));
    await user.type(screen.getByRole("textbox", { name: "Emirates ID" }), "12345");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Full Name is required")).toBeTruthy();
    expect(screen.getByText("Emirates ID must look like 784-XXXX-XXXXXXX-X")).toBeTruthy();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it("saves trimmed changes and says so", async () => {
    const { user, updateProfile } = setup();
    await user.type(screen.getByRole("textbox", { name: "Address" }), "  Villa 12  ");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Profile Updated")).toBeTruthy();
    expect(updateProfile).toHaveBeenCalledWith({
      input: {
        name: "Aisha",
        phone: "+971 50 123 4567",
        city: "DUBAI",
        address: "Villa 12",
        emiratesId: null,
      },
    });
  });
});
