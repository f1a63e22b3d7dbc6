// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "urql";
import { describe, expect, it } from "vitest";
import { type FakeAnswers, fakeGraphqlClient } from "../../shared/testing/fakeGraphqlClient";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { JobMoneySection } from "./JobMoneySection";
import type { RowStatus } from "./requestsTableRules";

const money = (over: Record<string, unknown> = {}) => ({
  requestId: "r1",
  paymentMethod: "CARD",
  paymentStatus: "AUTHORIZED",
  finalAmountAed: 265,
  cashCollectedAed: null,
  quote: { id: "r1", totalAed: 265 },
  extras: [],
  ...over,
});

const EXTRA = {
  id: "x1",
  note: "12 km of extra towing",
  grossAed: 42.5,
  status: "PROPOSED",
  proposedAt: "2026-11-27T10:00:00.000Z",
};

function renderSection(status: RowStatus, answers: FakeAnswers) {
  const fake = fakeGraphqlClient(answers);
  renderWithProviders(
    <Provider value={fake.client}>
      <JobMoneySection requestId="r1" status={status} />
    </Provider>,
  );
  return { ...fake, user: userEvent.setup() };
}

describe("JobMoneySection: Propose extra", () => {
  it("checks the amount and the note before sending", async () => {
    const { user, callsOf } = renderSection("IN_PROGRESS", { JobMoney: { data: { requestMoney: money() } } });
    await user.click(screen.getByRole("button", { name: "Propose extra" }));
    await user.type(screen.getByRole("textbox", { name: /Extra amount/ }), "0");
    await user.click(screen.getByRole("button", { name: "Send to customer" }));
    expect(await screen.findByText("Amount must be more than AED 0")).toBeTruthy();
    expect(screen.getByText("Say what the extra is for, e.g. 12 km of extra towing")).toBeTruthy();
    expect(callsOf("ProposeExtra")).toEqual([]);
  });

  it("sends the extra and lists it as waiting for the customer", async () => {
    const { user, callsOf } = renderSection("IN_PROGRESS", {
      JobMoney: { data: { requestMoney: money() } },
      ProposeExtra: { data: { proposeExtra: money({ extras: [EXTRA] }) } },
    });
    await user.click(screen.getByRole("button", { name: "Propose extra" }));
    await user.type(screen.getByRole("textbox", { name: /Extra amount/ }), "42.50");
    await user.type(screen.getByRole("textbox", { name: /What it is for/ }), "12 km of extra towing");
    await user.click(screen.getByRole("button", { name: "Send to customer" }));
    const extras = await screen.findByRole("list", { name: "Extras" });
    expect(within(extras).getByText("12 km of extra towing · AED 42.50")).toBeTruthy();
    expect(within(extras).getByText("Waiting for the customer")).toBeTruthy();
    expect(callsOf("ProposeExtra")).toEqual([
      { requestId: "r1", amountAed: 42.5, note: "12 km of extra towing" },
    ]);
  });

  it("shows the server's refusal at the amount field", async () => {
    const { user } = renderSection("ACCEPTED", {
      JobMoney: { data: { requestMoney: money() } },
      ProposeExtra: {
        error: {
          message: "amountAed: must be at most AED 5,000",
          extensions: { code: "BAD_USER_INPUT", field: "amountAed" },
        },
      },
    });
    await user.click(screen.getByRole("button", { name: "Propose extra" }));
    const amount = screen.getByRole("textbox", { name: /Extra amount/ });
    await user.type(amount, "9000");
    await user.type(screen.getByRole("textbox", { name: /What it is for/ }), "Winch recovery");
    await user.click(screen.getByRole("button", { name: "Send to customer" }));
    expect(await screen.findByText("amountAed: must be at most AED 5,000")).toBeTruthy();
    expect(amount.getAttribute("aria-invalid")).toBe("true");
  });

  it("is not offered once the job is completed", () => {
    renderSection("COMPLETED", {
      JobMoney: { data: { requestMoney: money({ paymentStatus: "CAPTURED" }) } },
    });
    expect(screen.getByTestId("payment-line").textContent).toBe("Card: paid by card · AED 265.00 in total");
    expect(screen.queryByRole("button", { name: "Propose extra" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Cash collected/ })).toBeNull();
  });
});

describe("JobMoneySection: Cash collected", () => {
  const cashDue = money({ paymentMethod: "CASH", paymentStatus: "CASH_DUE" });

  it("marks a completed cash job's cash collected", async () => {
    const { user, callsOf } = renderSection("COMPLETED", {
      JobMoney: { data: { requestMoney: cashDue } },
      MarkCashCollected: {
        data: { markCashCollected: { ...cashDue, paymentStatus: "CASH_COLLECTED", cashCollectedAed: 265 } },
      },
    });
    expect(screen.getByTestId("payment-line").textContent).toBe(
      "Cash: cash due from the customer · AED 265.00 in total",
    );
    await user.click(screen.getByRole("button", { name: "Cash collected: AED 265.00" }));
    expect(await screen.findByText("You collected AED 265.00 in cash.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: /Cash collected/ })).toBeNull());
    expect(callsOf("MarkCashCollected")).toEqual([{ requestId: "r1" }]);
  });

  it("says why when the server refuses, and keeps the button", async () => {
    const { user } = renderSection("COMPLETED", {
      JobMoney: { data: { requestMoney: cashDue } },
      MarkCashCollected: {
        error: { message: "cash was already collected", extensions: { code: "CONFLICT" } },
      },
    });
    await user.click(screen.getByRole("button", { name: "Cash collected: AED 265.00" }));
    expect(await screen.findByText("cash was already collected")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cash collected: AED 265.00" })).toBeTruthy();
  });

  it("is not offered before completion or on card jobs", () => {
    renderSection("IN_PROGRESS", { JobMoney: { data: { requestMoney: cashDue } } });
    expect(screen.queryByRole("button", { name: /Cash collected/ })).toBeNull();
  });
});
