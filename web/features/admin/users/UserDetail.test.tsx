// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Client } from "urql";
import { Provider } from "urql";
import { describe, expect, it, vi } from "vitest";
import { fromValue } from "wonka";
import { renderWithProviders } from "../../../shared/testing/renderWithProviders";
import { UserDetail } from "./UserDetail";

const OMAR = {
  __typename: "User",
  id: "p-omar",
  name: "Omar",
  email: "omar@captains.ae",
  phone: "+971 50 000 0002",
  userType: "PROVIDER",
  rating: null,
  totalRatings: 0,
  reviewsAbout: [],
};

/** A urql client answering the detail query and the revocation with `ended` sessions. */
function fakeClient(ended: number) {
  const revoked = vi.fn();
  const client = {
    executeQuery: vi.fn((operation) =>
      // One answer for every query of the detail: the user and their requests; the standing panel
      // (tested on its own) gets no standing and stays hidden.
      fromValue({
        operation,
        data: {
          user: OMAR,
          adminUserRequests: { items: [] },
          accountStanding: null,
          auditLog: { entries: [] },
        },
      }),
    ),
    executeMutation: vi.fn((operation) => {
      revoked(operation.variables);
      return fromValue({ operation, data: { adminRevokeSessions: ended } });
    }),
  } as unknown as Client;
  return { client, revoked };
}

describe("UserDetail", () => {
  it("signs the user out everywhere and says how many sessions ended", async () => {
    const { client, revoked } = fakeClient(2);
    renderWithProviders(
      <Provider value={client}>
        <UserDetail userId="p-omar" onClose={() => undefined} onOpenTimeline={() => undefined} />
      </Provider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    expect(revoked).toHaveBeenCalledWith({ userId: "p-omar" });
    expect(await screen.findByText("2 sessions of Omar ended; their live connections closed.")).toBeTruthy();
  });
});
