// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "urql";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../shared/testing/renderWithProviders";
import { fakeUrqlClient } from "../../payments/paymentFixtures";
import { CancelRequestDialog } from "./CancelRequestDialog";

function setup(feeAed: number) {
  const fake = fakeUrqlClient({
    CancellationTerms: {
      cancellationTerms: {
        __typename: "CancellationTerms",
        requestId: "r1",
        feeAed,
        captainAccepted: feeAed > 0,
      },
    },
    CancelWithFee: { cancelRequest: { __typename: "ServiceRequest", id: "r1", status: "CANCELLED" } },
  });
  const onCancelled = vi.fn();
  renderWithProviders(
    <Provider value={fake.client}>
      <CancelRequestDialog requestId="r1" open onClose={vi.fn()} onCancelled={onCancelled} />
    </Provider>,
  );
  return { ...fake, onCancelled, user: userEvent.setup() };
}

describe("CancelRequestDialog", () => {
  it("after a captain accepted a card booking: says what it costs and confirms exactly that fee", async () => {
    const { user, calls, onCancelled } = setup(50);
    expect((await screen.findByTestId("cancellation-fee")).textContent).toMatch(
      /^Cancelling now costs AED 50\.00/,
    );
    await user.click(screen.getByRole("button", { name: "Cancel and pay AED 50.00" }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledOnce());
    expect(calls.find((call) => call.name === "CancelWithFee")?.variables).toEqual({
      requestId: "r1",
      acceptedFeeAed: 50,
    });
  });

  it("without a fee: the usual confirm, and no fee is sent", async () => {
    const { user, calls, onCancelled } = setup(0);
    expect(await screen.findByText("Cancelling now is free: no captain has accepted yet.")).toBeTruthy();
    expect(screen.queryByTestId("cancellation-fee")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cancel request" }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledOnce());
    expect(calls.find((call) => call.name === "CancelWithFee")?.variables).toEqual({
      requestId: "r1",
      acceptedFeeAed: null,
    });
  });
});
