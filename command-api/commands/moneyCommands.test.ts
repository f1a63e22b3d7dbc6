import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { currentSchemaVersion } from "../../domain/events";
import type { EventStore } from "../../domain/ports/eventStore";
import type { AuthorizeOutcome, FollowOnInput, PaymentGateway } from "../../domain/ports/paymentGateway";
import {
  asCustomer,
  asProvider,
  CUSTOMER_ID,
  cardInProgressBy,
  cashCompletedBy,
  extraProposed,
  PAYMENT_ID,
  PROVIDER_A,
} from "../../domain/request/request.fixtures";
import type { Actor } from "../../domain/shared/actor";
import { requestStream } from "../../domain/streams";
import { openPgliteEventStore } from "../../infra/eventstore/openPgliteEventStore";
import type { CommandDeps } from "../commandDeps";
import { approveExtra } from "./moneyCommands";

/** A gateway that answers follow-on holds as told and records what it was asked. */
class FollowOnGateway {
  readonly provider = "test" as const;
  readonly testCards = [];
  readonly publishableKey = null;
  readonly asked: FollowOnInput[] = [];
  answer: AuthorizeOutcome = {
    outcome: "authorized",
    paymentId: "pay-extra",
    cardBrand: "visa",
    cardLast4: "4242",
  };
  async authorizeFollowOn(input: FollowOnInput): Promise<AuthorizeOutcome> {
    this.asked.push(input);
    return this.answer;
  }
  authorize = unused;
  capture = unused;
  void = unused;
  refund = unused;
  retrieve = unused;
}
async function unused(): Promise<never> {
  throw new Error("not part of approving an extra");
}

let store: EventStore;
let gateway: FollowOnGateway;
let deps: CommandDeps;

beforeAll(async () => {
  ({ store } = await openPgliteEventStore({ memory: true }));
});
afterAll(() => store.close());
beforeEach(() => {
  gateway = new FollowOnGateway();
  deps = {
    store,
    clock: { now: () => new Date("2025-03-01T08:40:00.000Z") },
    ids: { next: () => randomUUID() },
    hasher: { hash: async (p) => p, verify: async (h, p) => h === p },
    offerTtlSeconds: 60,
    payments: gateway as unknown as PaymentGateway,
  };
});

const context = (actor: Actor) => ({ actor, correlationId: randomUUID(), causationId: null });

/** The fixtures' request under a fresh id (the fixtures name every request req-1). */
async function recorded(events: { type: string; data: unknown }[]): Promise<string> {
  const requestId = randomUUID();
  await store.appendToStream(
    requestStream(requestId),
    events.map((event) => ({
      type: event.type,
      data: { ...(event.data as object), requestId },
      metadata: {
        eventId: randomUUID(),
        correlationId: "fixture",
        causationId: null,
        actor: { userId: "system", role: "system" },
        occurredAt: "2025-03-01T08:00:00.000Z",
        schemaVersion: currentSchemaVersion(event.type),
      },
    })),
    { expected: "no_stream" },
  );
  return requestId;
}

describe("approveExtra", () => {
  it("holds the extra on the booking's card, keyed by the extra, then records the hold with the approval", async () => {
    const requestId = await recorded([...cardInProgressBy(), extraProposed({ grossFils: 5_250 })]);
    const { events } = await approveExtra(deps)({ requestId, extraId: "extra-1" }, context(asCustomer()));
    expect(gateway.asked).toEqual([
      expect.objectContaining({
        previousPaymentId: PAYMENT_ID,
        amountFils: 5_250,
        idempotencyKey: "extra:extra-1",
        requestId,
        customerId: CUSTOMER_ID,
      }),
    ]);
    expect(events.map((e) => e.type)).toEqual(["ExtraApproved", "PaymentAuthorized"]);
    expect(events[1]?.data).toMatchObject({
      paymentId: "pay-extra",
      purpose: "extra",
      extraId: "extra-1",
      amountFils: 5_250,
    });
  });

  it("approves nothing when the card is declined, and says why", async () => {
    const requestId = await recorded([...cardInProgressBy(), extraProposed()]);
    gateway.answer = { outcome: "declined", reason: "insufficient-funds", message: "no", cardLast4: "4242" };
    await expect(
      approveExtra(deps)({ requestId, extraId: "extra-1" }, context(asCustomer())),
    ).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("insufficient funds") });
    expect(await store.readStream(requestStream(requestId))).toHaveLength(cardInProgressBy().length + 1);
  });

  it("asks the processor nothing for someone else's approval, a cash booking, or an unknown extra", async () => {
    const card = await recorded([...cardInProgressBy(), extraProposed()]);
    await expect(
      approveExtra(deps)({ requestId: card, extraId: "extra-1" }, context(asProvider(PROVIDER_A))),
    ).rejects.toMatchObject({ code: "forbidden" });
    await expect(
      approveExtra(deps)({ requestId: card, extraId: "extra-9" }, context(asCustomer())),
    ).rejects.toMatchObject({ code: "not_found" });
    const cash = await recorded([...cashCompletedBy()]);
    await expect(
      approveExtra(deps)({ requestId: cash, extraId: "extra-1" }, context(asCustomer())),
    ).rejects.toMatchObject({ code: "not_found" });
    expect(gateway.asked).toEqual([]);
  });
});
