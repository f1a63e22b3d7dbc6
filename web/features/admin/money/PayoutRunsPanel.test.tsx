// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "urql";
import { describe, expect, it } from "vitest";
import { type FakeAnswers, fakeGraphqlClient } from "../../../shared/testing/fakeGraphqlClient";
import { renderWithProviders } from "../../../shared/testing/renderWithProviders";
import { PayoutRunsPanel } from "./PayoutRunsPanel";

const RUN = {
  id: "run-1",
  weekStart: "2026-11-16",
  weekEnd: "2026-11-22",
  status: "PREPARED",
  totalTransferAed: 176.66,
  preparedAt: "2026-11-27T06:00:00.000Z",
  paidAt: null,
  bankReference: null,
  csvUrl: "/api/admin/payout-runs/run-1/transfers.csv",
  lines: [
    {
      providerId: "p-khalid",
      captainName: "Khalid",
      iban: "AE070331234567890123456",
      accountName: "Khalid Towing LLC",
      payableAed: 214.52,
      cashHeldAed: 37.86,
      transferAed: 176.66,
    },
  ],
};

// A Friday in Dubai: the last full week started on Monday 16 November.
const FRIDAY = () => new Date("2026-11-27T08:00:00.000Z");

function renderPanel(answers: FakeAnswers) {
  const fake = fakeGraphqlClient({ PayoutRuns: { data: { payoutRuns: [] } }, ...answers });
  renderWithProviders(
    <Provider value={fake.client}>
      <PayoutRunsPanel now={FRIDAY} />
    </Provider>,
  );
  return { ...fake, user: userEvent.setup() };
}

const weekInput = () => screen.getByLabelText(/Week starting/) as HTMLInputElement;

describe("PayoutRunsPanel", () => {
  it("refuses a week that does not start on a Monday before asking the server", async () => {
    const { user, callsOf } = renderPanel({});
    expect(weekInput().value).toBe("2026-11-16");
    fireEvent.change(weekInput(), { target: { value: "2026-11-18" } });
    await user.click(screen.getByRole("button", { name: "Prepare payout run" }));
    expect(await screen.findByText(/Week start must be a Monday/)).toBeTruthy();
    expect(callsOf("PreparePayoutRun")).toEqual([]);
  });

  it("shows the server's refusal for a week that has not ended", async () => {
    const { user } = renderPanel({
      PreparePayoutRun: {
        error: {
          message: "weekStart: the week of 2026-11-23 has not ended yet",
          extensions: { code: "BAD_USER_INPUT" },
        },
      },
    });
    fireEvent.change(weekInput(), { target: { value: "2026-11-23" } });
    await user.click(screen.getByRole("button", { name: "Prepare payout run" }));
    expect(await screen.findByText("weekStart: the week of 2026-11-23 has not ended yet")).toBeTruthy();
    expect(weekInput().getAttribute("aria-invalid")).toBe("true");
  });

  it("prepares last week's run, shows its lines and CSV, then marks it paid with the bank's reference", async () => {
    const { user, callsOf } = renderPanel({
      PreparePayoutRun: { data: { preparePayoutRun: RUN } },
      MarkPayoutRunPaid: (variables) => ({
        data: {
          markPayoutRunPaid: {
            ...RUN,
            status: "PAID",
            paidAt: "2026-11-27T09:00:00.000Z",
            bankReference: variables.bankReference,
          },
        },
      }),
    });
    await user.click(screen.getByRole("button", { name: "Prepare payout run" }));
    const lines = await screen.findByRole("table", { name: "Payout lines for the week of 2026-11-16" });
    expect(
      within(lines)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Khalid",
      "AE070331234567890123456",
      "Khalid Towing LLC",
      "AED 214.52",
      "AED 37.86",
      "AED 176.66",
    ]);
    expect(callsOf("PreparePayoutRun")).toEqual([{ weekStart: "2026-11-16" }]);
    expect(
      screen
        .getByRole("link", { name: "Download the transfer CSV for the week of 2026-11-16" })
        .getAttribute("href"),
    ).toBe("/api/admin/payout-runs/run-1/transfers.csv");

    await user.click(screen.getByRole("button", { name: "Mark the week of 2026-11-16 paid" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark the payout run paid" });
    await user.click(within(dialog).getByRole("button", { name: "Mark paid" }));
    expect(await within(dialog).findByText(/Bank reference is required/)).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: /Bank reference/ }), "FT2611270001");
    await user.click(within(dialog).getByRole("button", { name: "Mark paid" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const row = screen.getByRole("table", { name: "Payout runs" }).querySelector('[data-run-id="run-1"]');
    expect(row?.getAttribute("data-status")).toBe("PAID");
    expect(row?.textContent).toContain("FT2611270001");
    expect(screen.queryByRole("button", { name: "Mark the week of 2026-11-16 paid" })).toBeNull();
    expect(callsOf("MarkPayoutRunPaid")).toEqual([{ runId: "run-1", bankReference: "FT2611270001" }]);
  });
});
