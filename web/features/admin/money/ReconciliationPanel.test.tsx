// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Provider } from "urql";
import { describe, expect, it, vi } from "vitest";
import { fakeGraphqlClient } from "../../../shared/testing/fakeGraphqlClient";
import { renderWithProviders } from "../../../shared/testing/renderWithProviders";
import { ReconciliationPanel } from "./ReconciliationPanel";

const RANGE = { from: "2026-11-01", to: "2026-11-27" };

function Harness({ onOpenRequest }: { onOpenRequest: (requestId: string) => void }) {
  const [requested, setRequested] = useState(false);
  return (
    <ReconciliationPanel
      range={RANGE}
      requested={requested}
      onRun={() => setRequested(true)}
      onOpenRequest={onOpenRequest}
    />
  );
}

describe("ReconciliationPanel", () => {
  it("asks the processor only when the admin runs it, then lists each difference", async () => {
    const fake = fakeGraphqlClient({
      Reconciliation: {
        data: {
          reconciliation: {
            ...RANGE,
            paymentsChecked: 3,
            matched: 2,
            differences: [
              {
                requestId: "req-0000-abc123",
                paymentId: "pi_1",
                processorCapturedAed: 265,
                ledgerCapturedAed: 0,
                processorRefundedAed: 0,
                ledgerRefundedAed: 0,
                problem: "captured at the processor, not in the ledger",
              },
            ],
          },
        },
      },
    });
    const onOpenRequest = vi.fn();
    renderWithProviders(
      <Provider value={fake.client}>
        <Harness onOpenRequest={onOpenRequest} />
      </Provider>,
    );
    expect(fake.callsOf("Reconciliation")).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Reconcile 2026-11-01 to 2026-11-27" }));
    expect((await screen.findByTestId("reconciliation-result")).textContent).toBe(
      "2 of 3 payments match the ledger; 1 difference.",
    );
    const table = screen.getByRole("table", { name: "Reconciliation differences" });
    expect(within(table).getByText("captured at the processor, not in the ledger")).toBeTruthy();
    expect(within(table).getByText("AED 265.00 / AED 0.00")).toBeTruthy();
    await user.click(within(table).getByRole("button", { name: "Open request abc123" }));
    expect(onOpenRequest).toHaveBeenCalledWith("req-0000-abc123");
    expect(fake.callsOf("Reconciliation")).toEqual([RANGE]);
  });
});
