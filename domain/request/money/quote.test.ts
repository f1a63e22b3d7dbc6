import { describe, expect, it } from "vitest";
import { formatAed } from "../../money/fils";
import { quoteLines } from "../../money/priceLines";
import { fold } from "../../shared/decider";
import { deciderSpec } from "../../shared/deciderSpec";
import { decide, requestDecider } from "../decider";
import { RequestEvent } from "../events";
import {
  asCustomer,
  asProvider,
  booked,
  command,
  minutesAfterT0,
  offered,
  PROVIDER_A,
  QUOTE_LINES,
  quoted,
  requested,
  requestService,
  T0,
} from "../request.fixtures";
import { authorizationKey } from "./amounts";

const spec = deciderSpec(requestDecider);
const issueQuote = (o: { lines?: typeof QUOTE_LINES; actor?: ReturnType<typeof asCustomer> } = {}) =>
  command("IssueQuote", {
    actor: o.actor,
    serviceType: "towing",
    providerId: PROVIDER_A,
    scheduledAt: null,
    lines: o.lines ?? QUOTE_LINES,
  });

describe("IssueQuote", () => {
  it("prices towing with the rank-2 captain at AED 275.00 = 261.90 + 13.10 VAT, valid 10 minutes", () => {
    const [event] = decide(issueQuote(), requestDecider.initialState());
    expect(event).toEqual(quoted());
    expect(event).toMatchObject({
      data: {
        lines: [{ code: "service", grossFils: 27_500, netFils: 26_190, vatFils: 1_310 }],
        totals: { grossFils: 27_500, netFils: 26_190, vatFils: 1_310 },
        validUntil: "2025-03-01T08:10:00.000Z",
      },
    });
    expect(formatAed(27_500)).toBe("AED 275.00");
  });

  it("the first-ranked captain's price is a named rank line below the service line", () => {
    const lines = quoteLines({ serviceType: "towing", scheduledAt: null, chosenProviderRank: 1 });
    const [event] = decide(issueQuote({ lines }), requestDecider.initialState());
    expect(event).toMatchObject({
      type: "QuoteIssued",
      data: {
        lines: [
          { code: "service", rank: null, grossFils: 27_500 },
          { code: "rank-price", rank: 1, grossFils: -1_000, vatFils: -48, netFils: -952 },
        ],
        totals: { grossFils: 26_500, vatFils: 1_262, netFils: 25_238 },
      },
    });
    expect(() => RequestEvent.parse(event)).not.toThrow();
  });

  it("a quote is not a booking: the stream is 'quoted' and booking rules say it does not exist", () => {
    const state = fold(requestDecider, [quoted()]);
    expect(state.status).toBe("quoted");
    spec
      .given([quoted()])
      .when(command("AcceptJob", { actor: asProvider(PROVIDER_A) }))
      .thenThrows("not_found", "does not exist");
    spec
      .given([quoted()])
      .when(
        command("CancelRequest", { reason: null, acceptedFeeFils: null, cancellationFeePolicyFils: 5_000 }),
      )
      .thenThrows("not_found", "does not exist");
  });

  it("the same quote re-sent is already there; a different one is a conflict", () => {
    spec.given([quoted()]).when(issueQuote()).then([]);
    const lines = quoteLines({ serviceType: "towing", scheduledAt: null, chosenProviderRank: 3 });
    spec.given([quoted()]).when(issueQuote({ lines })).thenThrows("conflict", "already has a quote");
  });

  it("only customers ask for quotes", () =>
    spec
      .given([])
      .when(issueQuote({ actor: asProvider(PROVIDER_A) as never }))
      .thenThrows("forbidden"));

  it("a quote for nothing is refused, naming lines", () => {
    const lines = [{ ...QUOTE_LINES[0]!, grossFils: 0, netFils: 0, vatFils: 0 }];
    spec.given([]).when(issueQuote({ lines })).thenThrows("bad_input", "lines");
  });
});

describe("RequestService binds the quote", () => {
  it("without a quote on the stream, inline lines are quoted in the same append", () =>
    spec
      .given([])
      .when(requestService({ inlineQuoteLines: QUOTE_LINES }))
      .then([quoted(), ...booked(), offered({ to: PROVIDER_A })]));

  it("estimatedPrice is the quote's total in AED, whatever the input says", () => {
    const lines = quoteLines({ serviceType: "towing", scheduledAt: null, chosenProviderRank: 1 });
    const events = decide(
      requestService({
        estimatedPrice: 1,
        authorization: { ...requestService().authorization!, amountFils: 26_500 },
      }),
      fold(requestDecider, [quoted({ lines })]),
    );
    expect(events.find((e) => e.type === "ServiceRequested")).toMatchObject({
      data: { estimatedPrice: 265 },
    });
  });

  it("cash books without a hold", () =>
    spec
      .given([quoted()])
      .when(requestService({ paymentMethod: "cash", authorization: null }))
      .then([requested({ paymentMethod: "cash" }), offered({ to: PROVIDER_A })]));

  it("neither a quote nor inline lines: refused, naming quoteId", () =>
    spec.given([]).when(requestService()).thenThrows("bad_input", "quoteId"));

  it("an expired quote is a conflict naming when it expired", () =>
    spec
      .given([quoted()])
      .when(requestService({ at: minutesAfterT0(10.5) }))
      .thenThrows("conflict", "the quote expired at 2025-03-01T08:10:00.000Z"));

  it("at its last second the quote still holds", () =>
    spec
      .given([quoted()])
      .when(requestService({ at: minutesAfterT0(10), offerTtlSeconds: 60 }))
      .then([
        ...booked({ requestedAt: minutesAfterT0(10) }),
        offered({ to: PROVIDER_A, at: minutesAfterT0(10) }),
      ]));

  it.each([
    ["serviceType", { serviceType: "jump-start" as const }],
    ["providerId", { providerId: "prov-b" }],
    ["scheduledAt", { scheduledAt: minutesAfterT0(120) }],
  ])("a booking that differs from the quote in %s is refused naming it", (field, change) =>
    spec
      .given([quoted()])
      .when(requestService(change))
      .thenThrows("bad_input", `${field}: must be the quote's`),
  );

  it("the same slot written in another offset is the same slot", () => {
    const scheduledAt = "2025-03-01T14:00:00.000Z";
    spec
      .given([quoted({ scheduledAt })])
      .when(requestService({ scheduledAt: "2025-03-01T18:00:00+04:00" }))
      .then(booked({ scheduledAt: "2025-03-01T18:00:00+04:00" }));
  });

  it("another customer cannot book someone's quote", () =>
    spec
      .given([quoted()])
      .when(requestService({ actor: asCustomer("cust-2") }))
      .thenThrows("forbidden"));

  it("inline lines on a quoted stream are refused", () =>
    spec
      .given([quoted()])
      .when(requestService({ inlineQuoteLines: QUOTE_LINES }))
      .thenThrows("bad_input", "inlineQuoteLines"));

  it("card needs a hold, naming authorization", () =>
    spec
      .given([quoted()])
      .when(requestService({ authorization: null }))
      .thenThrows("bad_input", "authorization"));

  it("apple-pay needs a hold too", () =>
    spec
      .given([quoted()])
      .when(requestService({ paymentMethod: "apple-pay", authorization: null }))
      .thenThrows("bad_input", "authorization"));

  it("a hold for another amount than the quote's total is refused", () =>
    spec
      .given([quoted()])
      .when(requestService({ authorization: { ...requestService().authorization!, amountFils: 20_000 } }))
      .thenThrows("bad_input", "the hold is AED 200.00 but the quote total is AED 275.00"));

  it("cash must not carry a hold", () =>
    spec
      .given([quoted()])
      .when(requestService({ paymentMethod: "cash" }))
      .thenThrows("bad_input", "cash"));

  it("a booked quote cannot be booked twice", () =>
    spec
      .given([quoted(), ...booked()])
      .when(requestService())
      .thenThrows("conflict", "already exists"));
});

describe("declined cards and the attempt key", () => {
  const decline = (o: { reason?: string; amountFils?: number } = {}) =>
    command("RecordPaymentDeclined", {
      provider: "test",
      amountFils: o.amountFils ?? 27_500,
      reason: o.reason ?? "insufficient-funds",
      cardLast4: "9995",
    });

  it("a decline is recorded and the next attempt gets a new idempotency key", () => {
    const history: RequestEvent[] = [quoted()];
    expect(authorizationKey(fold(requestDecider, history))).toBe("authorize:req-1:1");
    const events = decide(decline(), fold(requestDecider, history));
    expect(events).toEqual([
      {
        type: "PaymentDeclined",
        data: {
          requestId: "req-1",
          provider: "test",
          amountFils: 27_500,
          reason: "insufficient-funds",
          cardLast4: "9995",
          declinedAt: T0,
        },
      },
    ]);
    history.push(...events);
    const state = fold(requestDecider, history);
    expect(state.status).toBe("quoted");
    expect(authorizationKey(state)).toBe("authorize:req-1:2");
  });

  it("an inline booking (empty stream) names its minted id for the key", () => {
    expect(authorizationKey(requestDecider.initialState(), "req-9")).toBe("authorize:req-9:1");
    expect(() => authorizationKey(requestDecider.initialState())).toThrow("pass the requestId");
  });

  it("after a decline the customer can still book the quote with another card", () =>
    spec
      .given([quoted(), ...decide(decline(), fold(requestDecider, [quoted()]))])
      .when(requestService({ authorization: { ...requestService().authorization!, paymentId: "pay-2" } }))
      .then([
        ...booked().map((e) =>
          e.type === "PaymentAuthorized" ? { ...e, data: { ...e.data, paymentId: "pay-2" } } : e,
        ),
        offered({ to: PROVIDER_A }),
      ]));

  it("a decline for another amount than the quote is refused", () =>
    spec
      .given([quoted()])
      .when(decline({ amountFils: 100 }))
      .thenThrows("bad_input", "amountFils"));

  it("no quote, nothing to decline; a booked request is past declining", () => {
    spec.given([]).when(decline()).thenThrows("not_found");
    spec
      .given([quoted(), ...booked()])
      .when(decline())
      .thenThrows("conflict", "already booked");
  });

  it("only the quote's customer (or the system) records a decline", () =>
    spec
      .given([quoted()])
      .when({ ...decline(), actor: asCustomer("cust-2") })
      .thenThrows("forbidden"));
});
