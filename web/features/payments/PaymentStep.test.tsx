// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "urql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../shared/testing/fetchStub";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { type BookingPayment, PaymentStep } from "./PaymentStep";
import { PaymentDeclinedError, PaymentRequiresActionError } from "./paymentErrors";
import { fakeUrqlClient, paymentConfigFixture, quoteFixture } from "./paymentFixtures";

afterEach(() => vi.unstubAllGlobals());

const INPUT = {
  serviceType: "TOWING" as const,
  providerId: "p1",
  pickup: { location: "Downtown Dubai", latitude: 25.2, longitude: 55.27 },
  scheduledAt: null,
};

function setup(onBook: (payment: BookingPayment) => Promise<void>, provider: "test" | "stripe" = "test") {
  const fake = fakeUrqlClient({
    PaymentConfig: paymentConfigFixture(provider),
    QuoteBooking: () => ({ quoteBooking: quoteFixture() }),
  });
  const fetchMock = stubFetch({
    "POST /api/payments/test-processor/tokens": (body) => ({
      status: 201,
      body: {
        token: `tok_test_${(body as { number: string }).number.slice(-4).padStart(16, "0")}`,
        brand: "Visa",
        last4: "0000",
      },
    }),
    "POST /api/payments/test-processor/authentications/pay-1": { status: 204 },
  });
  const book = vi.fn(onBook);
  renderWithProviders(
    <Provider value={fake.client}>
      <PaymentStep quoteInput={INPUT} onBook={book} onBack={vi.fn()} />
    </Provider>,
  );
  return { ...fake, fetchMock, book, user: userEvent.setup() };
}

async function enterCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText(/Card number/), number);
  await user.type(screen.getByLabelText(/Expiry/), "12/30");
  await user.type(screen.getByLabelText(/CVC/), "123");
  await user.type(screen.getByLabelText(/Name on card/), "Aisha Khan");
}

describe("PaymentStep", () => {
  it("asks the server for a quote and shows each line, the VAT it includes, the total and the time held", async () => {
    const { calls } = setup(async () => {});
    expect(await screen.findByText("Towing (starting price)")).toBeTruthy();
    expect(screen.getByText("Captain rank #1 price")).toBeTruthy();
    expect(screen.getByTestId("quote-vat").textContent).toBe("incl. 5% VAT AED 13.10");
    expect(screen.getByTestId("quote-total").textContent).toBe("AED 275.00");
    expect(screen.getByRole("timer").textContent).toMatch(/^Price held for (10:00|9:5\d)$/);
    expect(screen.getByRole("button", { name: "Pay & Book AED 275.00" })).toBeTruthy();
    expect(calls.find((call) => call.name === "QuoteBooking")?.variables).toEqual({ input: INPUT });
  });

  it("a decline keeps the customer on the step with the reason, and clears only the card number", async () => {
    const { user, book, fetchMock } = setup(async () => {
      throw new PaymentDeclinedError("insufficient-funds");
    });
    await screen.findByText("Towing (starting price)");
    await enterCard(user, "4000000000009995");
    await user.click(screen.getByRole("button", { name: "Pay & Book AED 275.00" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your card was declined: insufficient funds. No booking was made. Try another card or pay cash.",
    );
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(
      JSON.stringify({ number: "4000000000009995", expMonth: 12, expYear: 2030, cvc: "123" }),
    );
    expect(book).toHaveBeenCalledWith({
      paymentMethod: "CARD",
      quoteId: "q-1",
      paymentToken: "tok_test_0000000000009995",
    });
    expect((screen.getByLabelText(/Card number/) as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText(/Name on card/) as HTMLInputElement).value).toBe("Aisha Khan");
    expect((screen.getByLabelText(/Expiry/) as HTMLInputElement).value).toBe("12/30");
  });

  it("a card that needs 3-D Secure: the bank dialog's Approve confirms, then the booking is sent again", async () => {
    let attempt = 0;
    const { user, book, fetchMock } = setup(async () => {
      attempt++;
      if (attempt === 1) {
        throw new PaymentRequiresActionError({
          quoteId: "q-1",
          paymentId: "pay-1",
          clientSecret: null,
          confirmUrl: "/api/payments/test-processor/authentications/pay-1",
        });
      }
    });
    await screen.findByText("Towing (starting price)");
    await enterCard(user, "4000002760003184");
    await user.click(screen.getByRole("button", { name: "Pay & Book AED 275.00" }));
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    await waitFor(() => expect(book).toHaveBeenCalledTimes(2));
    expect(book.mock.calls[1]![0]).toEqual(book.mock.calls[0]![0]);
    const confirm = fetchMock.mock.calls.find(([url]) => String(url).includes("authentications"));
    expect(confirm?.[1]?.body).toBe(JSON.stringify({ outcome: "approve" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("cash books with the quote and no card token", async () => {
    const { user, book, fetchMock } = setup(async () => {});
    await screen.findByText("Towing (starting price)");
    await user.click(screen.getByText("Cash"));
    await user.click(screen.getByRole("button", { name: "Book · pay AED 275.00 in cash" }));
    expect(book).toHaveBeenCalledWith({ paymentMethod: "CASH", quoteId: "q-1", paymentToken: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("with Stripe, card entry says plainly that it is not wired and cash is offered", async () => {
    const { user } = setup(async () => {}, "stripe");
    await screen.findByText("Towing (starting price)");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Book · pay AED 275.00 in cash" })).toBeTruthy(),
    );
    await user.click(screen.getByText("Card"));
    expect(screen.getByRole("note").textContent).toMatch(
      /Card entry needs Stripe.js, which is not wired in this build/,
    );
    expect(screen.getByRole("button", { name: "Pay & Book AED 275.00" }).hasAttribute("disabled")).toBe(true);
  });
});
