// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "urql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../shared/testing/fetchStub";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { type BookingPayment, PaymentStep } from "./PaymentStep";
import { PaymentDeclinedError, PaymentRequiresActionError } from "./paymentErrors";
import { fakeUrqlClient, paymentConfigFixture, quoteFixture } from "./paymentFixtures";

// Stripe.js is Stripe's script from js.stripe.com: here loadStripe answers a fake with the calls the
// payment step makes (elements, createPaymentMethod, handleNextAction).
const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock("@stripe/stripe-js", () => ({ loadStripe: stripeJs.loadStripe }));

type ChangeEvent = { complete: boolean; error?: { type: string; message: string } };

function fakeStripe() {
  const listeners: ((event: ChangeEvent) => void)[] = [];
  const element = {
    mount: vi.fn((host: HTMLElement) => {
      // Stripe puts its iframe here; a plain element stands in (happy-dom loads no frames).
      const frame = document.createElement("div");
      frame.dataset.stripeFrame = "card";
      host.append(frame);
    }),
    on: vi.fn((_name: string, listener: (event: ChangeEvent) => void) => listeners.push(listener)),
    update: vi.fn(),
    clear: vi.fn(),
    destroy: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => ({ create: vi.fn(() => element) })),
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: "pm_1Visa" } }) as unknown),
    handleNextAction: vi.fn(async () => ({ paymentIntent: { status: "requires_capture" } }) as unknown),
  };
  return {
    stripe,
    element,
    change: (event: ChangeEvent) => {
      for (const listener of listeners) listener(event);
    },
  };
}

beforeEach(() => stripeJs.loadStripe.mockReset());
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

  it("the test processor's card path never loads Stripe.js", async () => {
    const { user, book } = setup(async () => {});
    await screen.findByText("Towing (starting price)");
    await enterCard(user, "4242424242424242");
    await user.click(screen.getByRole("button", { name: "Pay & Book AED 275.00" }));
    await waitFor(() => expect(book).toHaveBeenCalledTimes(1));
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
    expect(screen.queryByTestId("stripe-card-element")).toBeNull();
  });
});

describe("PaymentStep with Stripe", () => {
  async function stripeSetup(onBook: (payment: BookingPayment) => Promise<void>) {
    const fake = fakeStripe();
    stripeJs.loadStripe.mockResolvedValue(fake.stripe);
    const step = setup(onBook, "stripe");
    await screen.findByText("Towing (starting price)");
    await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
    return { ...step, ...fake };
  }

  const pay = (user: ReturnType<typeof userEvent.setup>) =>
    user.click(screen.getByRole("button", { name: "Pay & Book AED 275.00" }));

  it("mounts Stripe's Card Element, makes a PaymentMethod with the name and books with its id", async () => {
    const { user, book, stripe, element, fetchMock } = await stripeSetup(async () => {});
    expect(stripeJs.loadStripe).toHaveBeenCalledWith("pk_test_x");
    expect(element.mount).toHaveBeenCalledWith(screen.getByTestId("stripe-card-element"));
    // Stripe's frame takes number, expiry and CVC: none of our own card fields is shown.
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(screen.queryByLabelText(/CVC/)).toBeNull();
    await user.type(screen.getByLabelText(/Name on card/), "Aisha Khan");
    await pay(user);
    await waitFor(() => expect(book).toHaveBeenCalledTimes(1));
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: "card",
      card: element,
      billing_details: { name: "Aisha Khan" },
    });
    expect(book).toHaveBeenCalledWith({ paymentMethod: "CARD", quoteId: "q-1", paymentToken: "pm_1Visa" });
    // The card never goes through our server's test processor.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the name before making a PaymentMethod", async () => {
    const { user, book, stripe } = await stripeSetup(async () => {});
    await pay(user);
    expect(await screen.findByText("Name on card: enter the name as printed on the card")).toBeTruthy();
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(book).not.toHaveBeenCalled();
  });

  it("shows Stripe's check of the card under the card field, as typed and when paying", async () => {
    const { user, book, stripe, change } = await stripeSetup(async () => {});
    act(() =>
      change({
        complete: false,
        error: { type: "validation_error", message: "Your card number is invalid." },
      }),
    );
    expect(await screen.findByText("Your card number is invalid.")).toBeTruthy();
    act(() => change({ complete: false }));
    await waitFor(() => expect(screen.queryByText("Your card number is invalid.")).toBeNull());

    stripe.createPaymentMethod.mockResolvedValueOnce({
      error: { type: "validation_error", message: "Your card's expiration year is in the past." },
    });
    await user.type(screen.getByLabelText(/Name on card/), "Aisha Khan");
    await pay(user);
    expect(await screen.findByText("Your card's expiration year is in the past.")).toBeTruthy();
    expect(book).not.toHaveBeenCalled();
  });

  it("a decline shows the server's reason and empties Stripe's card field for another card", async () => {
    const { user, element } = await stripeSetup(async () => {
      throw new PaymentDeclinedError("insufficient-funds");
    });
    await user.type(screen.getByLabelText(/Name on card/), "Aisha Khan");
    await pay(user);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your card was declined: insufficient funds. No booking was made. Try another card or pay cash.",
    );
    expect(element.clear).toHaveBeenCalled();
    expect((screen.getByLabelText(/Name on card/) as HTMLInputElement).value).toBe("Aisha Khan");
  });

  it("3-D Secure: Stripe.js handles the bank's step, then the booking is sent again with the same token", async () => {
    let attempt = 0;
    const { user, book, stripe } = await stripeSetup(async () => {
      attempt++;
      if (attempt === 1)
        throw new PaymentRequiresActionError({
          quoteId: "q-1",
          paymentId: "pi_1",
          clientSecret: "pi_1_secret_2",
          confirmUrl: null,
        });
    });
    await user.type(screen.getByLabelText(/Name on card/), "Aisha Khan");
    await pay(user);
    await waitFor(() => expect(book).toHaveBeenCalledTimes(2));
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: "pi_1_secret_2" });
    expect(book.mock.calls[1]![0]).toEqual(book.mock.calls[0]![0]);
    expect(book.mock.calls[1]![0].paymentToken).toBe("pm_1Visa");
    // Stripe shows the bank's page itself: the test processor's dialog is not used.
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("3-D Secure the card holder fails: Stripe's reason is shown and nothing is booked again", async () => {
    const { user, book, stripe } = await stripeSetup(async () => {
      throw new PaymentRequiresActionError({
        quoteId: "q-1",
        paymentId: "pi_1",
        clientSecret: "pi_1_secret_2",
        confirmUrl: null,
      });
    });
    stripe.handleNextAction.mockResolvedValueOnce({
      error: { type: "card_error", message: "We are unable to authenticate your payment method." },
    });
    await user.type(screen.getByLabelText(/Name on card/), "Aisha Khan");
    await pay(user);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The payment was not confirmed with your bank: We are unable to authenticate your payment method. No booking was made.",
    );
    expect(book).toHaveBeenCalledTimes(1);
  });

  it("when Stripe.js cannot load, says so, offers cash, and can try again", async () => {
    stripeJs.loadStripe.mockRejectedValueOnce(new Error("Failed to load Stripe.js"));
    const { user, book } = setup(async () => {}, "stripe");
    await screen.findByText("Towing (starting price)");
    const note = await screen.findByRole("note");
    expect(note.textContent).toMatch(
      /^Stripe's card form could not be loaded \(Failed to load Stripe.js\)\./,
    );
    expect(screen.getByRole("button", { name: "Pay & Book AED 275.00" }).hasAttribute("disabled")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Pay cash instead" }));
    await user.click(screen.getByRole("button", { name: "Book · pay AED 275.00 in cash" }));
    expect(book).toHaveBeenCalledWith({ paymentMethod: "CASH", quoteId: "q-1", paymentToken: null });

    const fake = fakeStripe();
    stripeJs.loadStripe.mockResolvedValueOnce(fake.stripe);
    await user.click(screen.getByText("Card"));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
    expect(stripeJs.loadStripe).toHaveBeenCalledTimes(2);
  });
});
