// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "urql";
import { describe, expect, it } from "vitest";
import { type FakeAnswers, fakeGraphqlClient } from "../../shared/testing/fakeGraphqlClient";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { PayoutAccountSettings } from "./PayoutAccountSettings";

const SAVED = {
  ibanMasked: "AE07 **** **** **** **** 456",
  accountName: "Khalid Towing LLC",
  setAt: "2026-11-20T08:00:00.000Z",
};

function renderForm(answers: FakeAnswers) {
  const fake = fakeGraphqlClient({ MyPayoutAccount: { data: { myPayoutAccount: null } }, ...answers });
  renderWithProviders(
    <Provider value={fake.client}>
      <PayoutAccountSettings />
    </Provider>,
  );
  return { ...fake, user: userEvent.setup() };
}

const ibanInput = () => screen.getByRole("textbox", { name: /^IBAN/ });
const nameInput = () => screen.getByRole("textbox", { name: /Account holder's name/ });

describe("PayoutAccountSettings", () => {
  it("asks for both fields before sending anything", async () => {
    const { user, callsOf } = renderForm({});
    expect(screen.getByText(/No payout account yet/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save payout account" }));
    expect(await screen.findByText("IBAN is required")).toBeTruthy();
    expect(screen.getByText("Account holder's name is required")).toBeTruthy();
    expect(callsOf("SetPayoutAccount")).toEqual([]);
  });

  it("shows the server's bad-IBAN message at the IBAN field", async () => {
    const { user, callsOf } = renderForm({
      SetPayoutAccount: {
        error: {
          message: "iban: check digits do not match",
          extensions: { code: "BAD_USER_INPUT", field: "iban" },
        },
      },
    });
    await user.type(ibanInput(), "AE08 0331 2345 6789 0123 456");
    await user.type(nameInput(), "Khalid Towing LLC");
    await user.click(screen.getByRole("button", { name: "Save payout account" }));
    expect(await screen.findByText("iban: check digits do not match")).toBeTruthy();
    expect(ibanInput().getAttribute("aria-invalid")).toBe("true");
    expect(nameInput().getAttribute("aria-invalid")).toBeNull();
    expect(callsOf("SetPayoutAccount")).toEqual([
      { iban: "AE08 0331 2345 6789 0123 456", accountName: "Khalid Towing LLC" },
    ]);
  });

  it("saves the account and shows it masked, as the server answered", async () => {
    const { user } = renderForm({ SetPayoutAccount: { data: { setPayoutAccount: SAVED } } });
    await user.type(ibanInput(), "AE070331234567890123456");
    await user.type(nameInput(), "Khalid Towing LLC");
    await user.click(screen.getByRole("button", { name: "Save payout account" }));
    await waitFor(() => expect(screen.getByTestId("payout-iban").textContent).toBe(SAVED.ibanMasked));
    expect(screen.getByRole("button", { name: "Change payout account" })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /New IBAN/ }) as HTMLInputElement).value).toBe("");
  });

  it("shows the saved account when there is one", () => {
    renderForm({ MyPayoutAccount: { data: { myPayoutAccount: SAVED } } });
    expect(screen.getByTestId("payout-iban").textContent).toBe(SAVED.ibanMasked);
    expect(screen.getByText("Khalid Towing LLC")).toBeTruthy();
  });
});
