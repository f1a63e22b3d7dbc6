import type { Client } from "urql";
import { vi } from "vitest";
import { fromValue } from "wonka";

/** A quote as the server sends it for a towing booking with captain #1: AED 275 incl. AED 13.10 VAT. */
export function quoteFixture(validForSeconds = 600) {
  const now = Date.now();
  return {
    __typename: "Quote",
    id: "q-1",
    serviceType: "TOWING",
    providerId: "p1",
    scheduledAt: null,
    totalAed: 275,
    netAed: 261.9,
    vatAed: 13.1,
    vatRatePercent: 5,
    issuedAt: new Date(now).toISOString(),
    validUntil: new Date(now + validForSeconds * 1000).toISOString(),
    lines: [
      {
        __typename: "PriceLine",
        code: "SERVICE",
        description: "Towing (starting price)",
        rank: null,
        note: null,
        grossAed: 250,
        netAed: 238.1,
        vatAed: 11.9,
      },
      {
        __typename: "PriceLine",
        code: "RANK_PRICE",
        description: "Captain rank #1 price",
        rank: 1,
        note: null,
        grossAed: 25,
        netAed: 23.8,
        vatAed: 1.2,
      },
    ],
  };
}

export const TEST_CARDS = [
  {
    __typename: "TestCard",
    number: "4242 4242 4242 4242",
    brand: "Visa",
    outcome: "APPROVED",
    label: "Approved",
  },
  {
    __typename: "TestCard",
    number: "4000 0000 0000 9995",
    brand: "Visa",
    outcome: "INSUFFICIENT_FUNDS",
    label: "Insufficient funds",
  },
];

/**
 * A urql client answering by operation name: `answers[name]` is the data (or a function of the
 * variables). Records every operation's variables in `calls`.
 */
export function fakeUrqlClient(
  answers: Record<string, unknown | ((variables: Record<string, unknown>) => unknown)>,
) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const answer = (operation: {
    query: { definitions: { name?: { value: string } }[] };
    variables: Record<string, unknown>;
  }) => {
    const name = operation.query.definitions.find((definition) => definition.name)?.name?.value ?? "";
    calls.push({ name, variables: operation.variables });
    const entry = answers[name];
    const data =
      typeof entry === "function"
        ? (entry as (v: Record<string, unknown>) => unknown)(operation.variables)
        : entry;
    return fromValue({ operation, data, stale: false, hasNext: false });
  };
  const client = {
    executeQuery: vi.fn(answer),
    executeMutation: vi.fn(answer),
    executeSubscription: vi.fn(answer),
  } as unknown as Client;
  return { client, calls };
}

export const paymentConfigFixture = (provider: "test" | "stripe" = "test") => ({
  paymentConfig: {
    __typename: "PaymentConfig",
    provider,
    stripePublishableKey: provider === "stripe" ? "pk_test_x" : null,
    cancellationFeeAed: 50,
    vatRatePercent: 5,
    testCards: provider === "test" ? TEST_CARDS : [],
  },
});
