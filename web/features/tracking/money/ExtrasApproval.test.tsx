// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "urql";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../shared/testing/renderWithProviders";
import { fakeUrqlClient } from "../../payments/paymentFixtures";
import { ExtrasApproval } from "./ExtrasApproval";
import { moneyFixture } from "./moneyFixture";

function setup() {
  let status: "PROPOSED" | "APPROVED" | "REJECTED" = "PROPOSED";
  const fake = fakeUrqlClient({
    RequestMoneyChanged: () => ({ requestMoneyChanged: moneyFixture(status) }),
    ApproveExtra: () => {
      status = "APPROVED";
      return { approveExtra: moneyFixture(status) };
    },
    RejectExtra: () => {
      status = "REJECTED";
      return { rejectExtra: moneyFixture(status) };
    },
  });
  renderWithProviders(
    <Provider value={fake.client}>
      <ExtrasApproval requestId="r1" />
    </Provider>,
  );
  return { ...fake, user: userEvent.setup() };
}

describe("ExtrasApproval", () => {
  it("shows the captain's proposed extra with its price and VAT; Approve sends it and it leaves the list", async () => {
    const { user, calls } = setup();
    const extra = await screen.findByTestId("proposed-extra");
    expect(extra.textContent).toContain("15 km more towing to the dealer in Al Quoz");
    expect(extra.textContent).toContain("AED 52.50 (incl. VAT AED 2.50), held on your card");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(screen.queryByTestId("proposed-extra")).toBeNull());
    expect(calls.find((call) => call.name === "ApproveExtra")?.variables).toEqual({
      requestId: "r1",
      extraId: "x1",
    });
    expect(calls.some((call) => call.name === "RejectExtra")).toBe(false);
  });

  it("Decline rejects the extra", async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    await waitFor(() => expect(screen.queryByTestId("proposed-extra")).toBeNull());
    expect(calls.find((call) => call.name === "RejectExtra")?.variables).toEqual({
      requestId: "r1",
      extraId: "x1",
    });
  });
});
