// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "urql";
import { describe, expect, it } from "vitest";
import { type FakeAnswers, fakeGraphqlClient } from "../../../shared/testing/fakeGraphqlClient";
import { renderWithProviders } from "../../../shared/testing/renderWithProviders";
import { RequestMoneyPanel } from "./RequestMoneyPanel";

const MONEY = {
  requestId: "r1",
  paymentMethod: "CARD",
  paymentStatus: "CAPTURED",
  cardBrand: "Visa",
  cardLast4: "4242",
  authorizedAed: 265,
  capturedAed: 265,
  refundedAed: 0,
  refundableAed: 265,
  finalAmountAed: 265,
  cancellationFeeAed: null,
  cashCollectedAed: null,
  refunds: [],
  invoice: { number: "INV-000001", downloadUrl: "/api/documents/INV-000001.pdf" },
  creditNotes: [],
};

function renderPanel(answers: FakeAnswers) {
  const fake = fakeGraphqlClient({ AdminRequestMoney: { data: { requestMoney: MONEY } }, ...answers });
  renderWithProviders(
    <Provider value={fake.client}>
      <RequestMoneyPanel requestId="r1" />
    </Provider>,
  );
  return { ...fake, user: userEvent.setup() };
}

async function openRefund(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Refund" }));
  return screen.findByRole("dialog", { name: "Refund the customer" });
}

describe("RequestMoneyPanel: Refund", () => {
  it("shows what can be refunded and refuses more than that in the form", async () => {
    const { user, callsOf } = renderPanel({});
    expect(screen.getByRole("link", { name: "Tax invoice INV-000001 (PDF)" }).getAttribute("href")).toBe(
      "/api/documents/INV-000001.pdf",
    );
    const dialog = await openRefund(user);
    expect(within(dialog).getByTestId("refundable").textContent).toContain(
      "Up to AED 265.00 can be refunded",
    );
    await user.type(within(dialog).getByRole("textbox", { name: /Refund amount/ }), "265.01");
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Arrived late");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(
      await within(dialog).findByText("Amount can be at most AED 265.00, what is left to refund"),
    ).toBeTruthy();
    expect(callsOf("RefundPayment")).toEqual([]);
  });

  it("shows the server's refusal at the amount field", async () => {
    const { user, callsOf } = renderPanel({
      RefundPayment: {
        error: {
          message: "amountAed: at most AED 132.50 can be refunded (AED 132.50 already refunded)",
          extensions: { code: "BAD_USER_INPUT", field: "amountAed" },
        },
      },
    });
    const dialog = await openRefund(user);
    const amount = within(dialog).getByRole("textbox", { name: /Refund amount/ });
    await user.type(amount, "200");
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Arrived late");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(
      await within(dialog).findByText(
        "amountAed: at most AED 132.50 can be refunded (AED 132.50 already refunded)",
      ),
    ).toBeTruthy();
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(callsOf("RefundPayment")).toEqual([{ requestId: "r1", amountAed: 200, reason: "Arrived late" }]);
  });

  it("refunds half and shows the refund and what is left", async () => {
    const { user } = renderPanel({
      RefundPayment: {
        data: {
          refundPayment: {
            ...MONEY,
            paymentStatus: "PARTIALLY_REFUNDED",
            refundedAed: 132.5,
            refundableAed: 132.5,
            refunds: [
              {
                id: "f1",
                amountAed: 132.5,
                reason: "Arrived late",
                status: "REQUESTED",
                requestedAt: "2026-11-27T10:00:00.000Z",
                creditNoteNumber: null,
              },
            ],
          },
        },
      },
    });
    const dialog = await openRefund(user);
    await user.type(within(dialog).getByRole("textbox", { name: /Refund amount/ }), "132.50");
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Arrived late");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("Refund AED 132.50: Arrived late · requested")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Partially Refunded")).toBeTruthy();
  });

  it("offers no refund on a cash job", async () => {
    renderPanel({
      AdminRequestMoney: {
        data: {
          requestMoney: {
            ...MONEY,
            paymentMethod: "CASH",
            paymentStatus: "CASH_COLLECTED",
            refundableAed: 0,
            cardBrand: null,
            cardLast4: null,
          },
        },
      },
    });
    await screen.findByText("Cash Collected");
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
  });
});
