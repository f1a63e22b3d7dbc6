import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { ensureAuthTables } from "../../command-api/auth/sessionSchema";
import type { CommandDeps } from "../../command-api/commandDeps";
import { addPushSubscription, setPushPreference } from "../../command-api/commands/pushCommands";
import { subscribeToSharedTrip, unsubscribeFromSharedTrip } from "../../command-api/commands/sharingCommands";
import type { EventStore } from "../../domain/ports/eventStore";
import type { PushSender } from "../../domain/ports/pushSender";
import type { Sql } from "../../domain/ports/sql";
import type { Actor } from "../../domain/shared/actor";
import { SYSTEM } from "../../domain/shared/actor";
import { accountStream, chatStream, requestStream, shareStream } from "../../domain/streams";
import { plainTextHasher } from "../../graphql/testing/plainTextHasher";
import { readModelProjections } from "../../projections/read-models";
import { pushEndpointsOf } from "../../projections/read-models/push-settings/queries";
import { accountRegistered } from "../../projections/read-models/testing/accountEventBuilders";
import {
  cancellationFeeCharged,
  quoteIssued,
  taxInvoiceIssued,
} from "../../projections/read-models/testing/moneyEventBuilders";
import {
  jobAccepted,
  jobCompleted,
  jobStarted,
  requestCancelled,
  serviceRequested,
} from "../../projections/read-models/testing/requestEventBuilders";
import { createInProcessProjectionLock } from "../../projections/runner/inProcessProjectionLock";
import { createProjectionRunner, type ProjectionRunner } from "../../projections/runner/projectionRunner";
import { openPgliteEventStore } from "../eventstore/openPgliteEventStore";
import { createInProcessLiveBus } from "../livebus/inProcessLiveBus";
import { uuidV7Ids } from "../runtime/uuidV7Ids";
import { type RunningPush, startPush } from "./startPush";
import {
  type LocalPushService,
  startLocalPushService,
  type TestSubscription,
} from "./testing/localPushService";
import { webPushSender } from "./webPushSender";

const silent = { info() {}, warn() {} };
const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:ops@roadside.test" };

let store: EventStore;
let sql: Sql;
let readModels: ProjectionRunner;
let commands: CommandDeps;
let service: LocalPushService;
let running: RunningPush[] = [];
const lock = createInProcessProjectionLock();

beforeAll(async () => {
  ({ store, sql } = await openPgliteEventStore({ memory: true }));
  readModels = createProjectionRunner({
    store,
    sql,
    lock,
    liveBus: createInProcessLiveBus(),
    projections: readModelProjections,
  });
  await readModels.start();
  await ensureAuthTables(sql);
  commands = {
    store,
    clock: { now: () => new Date() },
    ids: uuidV7Ids,
    hasher: plainTextHasher,
    offerTtlSeconds: 30,
  };
  service = await startLocalPushService();
}, 180_000);
afterEach(async () => {
  for (const push of running) await push.stop();
  running = [];
});
afterAll(async () => {
  await readModels?.stop();
  await store?.close();
  await service?.close();
});

async function startReactor(
  sender: PushSender = webPushSender({ vapid, agent: service.agent }),
  retryMs = 20,
) {
  const push = await startPush({ store, sql, lock, sender, commands, log: silent, retryMs });
  running.push(push);
  return push;
}

const as = (actor: Actor) => ({ actor, correlationId: randomUUID(), causationId: null });
const now = (plusSeconds = 0) => new Date(Date.now() + plusSeconds * 1000).toISOString();

async function subscribed(accountId: string, role: "provider" | "customer"): Promise<TestSubscription> {
  const browser = service.subscribe(`${accountId}-${randomUUID()}`);
  const { position } = await addPushSubscription(commands)(
    {
      accountId,
      endpoint: browser.target.endpoint,
      p256dh: browser.target.keys.p256dh,
      authSecret: browser.target.keys.auth,
    },
    as({ userId: accountId, role }),
  );
  if (position) await readModels.waitForPosition(position);
  return browser;
}

async function append(stream: string, type: string, data: object, actor: Actor = SYSTEM) {
  await store.appendToStream(
    stream,
    [
      {
        type,
        data,
        metadata: {
          eventId: randomUUID(),
          correlationId: randomUUID(),
          causationId: null,
          actor,
          occurredAt: now(),
          schemaVersion: 1,
        },
      },
    ],
    { expected: "any" },
  );
}

const requested = (requestId: string, customerId: string) => {
  const { data } = serviceRequested({ requestId, customerId, requestedAt: now() });
  return append(requestStream(requestId), "ServiceRequested", data, { userId: customerId, role: "customer" });
};
const offered = (requestId: string, providerId: string, expiresInSeconds = 30) =>
  append(requestStream(requestId), "JobOffered", {
    requestId,
    providerId,
    offeredAt: now(),
    expiresAt: now(expiresInSeconds),
  });

const payloadsTo = (browser: TestSubscription) =>
  service.received.filter((p) => p.subscriptionId === browser.id).map((p) => JSON.parse(p.text) as object);

describe("the push reactor", () => {
  it("tells a captain of an offer: encrypted to their browser, signed with the VAPID key, with its expiry, once", async () => {
    const browser = await subscribed("cap-1", "provider");
    await startReactor();
    await offered("r1", "cap-1", 30);
    const before = service.received.length;
    const [push] = (await service.waitFor(before + 1)).slice(before);
    expect(push!.subscriptionId).toBe(browser.id);
    expect(JSON.parse(push!.text)).toEqual({
      title: "New job offer",
      body: expect.stringMatching(/^A customer needs help\. Answer before \d\d:\d\d:\d\d \(UAE time\)\.$/),
      url: "/provider-dashboard",
      tag: "offer-r1",
    });
    expect(push!.vapid).toMatchObject({ publicKey: vapid.publicKey, sub: vapid.subject });
    expect(Number(push!.headers.ttl)).toBeGreaterThan(20);
    expect(Number(push!.headers.ttl)).toBeLessThanOrEqual(30);
    expect(push!.headers.urgency).toBe("high");
    // A restart re-reads the queue from its checkpoint and sends nothing again.
    await running.pop()!.stop();
    const again = await startReactor();
    await again.process.idle();
    await offered("r1b", "cap-1", 30);
    await service.waitFor(before + 2);
    expect(payloadsTo(browser).map((p) => (p as { tag: string }).tag)).toEqual(["offer-r1", "offer-r1b"]);
  });

  it("marks an offer to a captain without a browser done, sending nothing, and sends the batch's others", async () => {
    const browser = await subscribed("cap-9", "provider");
    await startReactor();
    const before = service.received.length;
    await offered("r9a", "cap-no-browser", 30);
    await offered("r9b", "cap-9", 30);
    await service.waitFor(before + 1);
    await running[0]!.process.idle();
    expect(payloadsTo(browser).map((p) => (p as { tag: string }).tag)).toEqual(["offer-r9b"]);
    const { rows } = await sql.query<{ account_id: string; deliveries: number }>(
      `SELECT q.account_id, d.deliveries FROM rm.push_queue q JOIN auth.push_done d USING (event_id)
        WHERE q.details LIKE '%"r9%' ORDER BY q.account_id`,
    );
    expect(rows).toEqual([
      { account_id: "cap-9", deliveries: 1 },
      { account_id: "cap-no-browser", deliveries: 0 },
    ]);
    expect(service.received.length).toBe(before + 1);
  });

  it("honours the switches, and tells each party what concerns them", async () => {
    const captain = await subscribed("cap-2", "provider");
    const customer = await subscribed("cust-2", "customer");
    const { position } = await setPushPreference(commands)(
      { accountId: "cap-2", kind: "offer-withdrawn", enabled: false },
      as({ userId: "cap-2", role: "provider" }),
    );
    if (position) await readModels.waitForPosition(position);
    await startReactor();
    const before = service.received.length;
    await requested("r2", "cust-2");
    await append(requestStream("r2"), "OfferWithdrawn", {
      requestId: "r2",
      providerId: "cap-2",
      reason: "expired",
      withdrawnAt: now(),
    });
    await append(requestStream("r2"), "JobAccepted", {
      requestId: "r2",
      providerId: "cap-2",
      acceptedAt: now(),
    });
    await append(chatStream("r2"), "ChatMessageSent", {
      messageId: "m1",
      requestId: "r2",
      senderId: "cap-2",
      receiverId: "cust-2",
      messageType: "text",
      content: "On my way",
      imageUrl: null,
      sentAt: now(),
    });
    await append(
      requestStream("r2"),
      "RequestCancelled",
      { requestId: "r2", cancelledBy: "cust-2", byRole: "customer", reason: null, cancelledAt: now() },
      { userId: "cust-2", role: "customer" },
    );
    await service.waitFor(before + 3);
    await running[0]!.process.idle();
    expect(payloadsTo(customer)).toEqual([
      { title: "Captain on the way", body: "A captain accepted your request.", url: "/", tag: "request-r2" },
      { title: "New message", body: "You have a new chat message about your job.", url: "/", tag: "chat-r2" },
    ]);
    // The withdrawal was switched off; the cancellation was not.
    expect(payloadsTo(captain)).toEqual([
      {
        title: "Job cancelled",
        body: "The customer cancelled this job. You do not need to go.",
        url: "/provider-dashboard",
        tag: "job-r2",
      },
    ]);
  });

  it("tells the customer once that the captain is nearby: under 1 km of the pickup, on the way", async () => {
    const customer = await subscribed("cust-6", "customer");
    await startReactor();
    await requested("r6", "cust-6"); // picked up at Dubai Marina Walk, 25.0805 N 55.1403 E
    await append(requestStream("r6"), "JobAccepted", {
      requestId: "r6",
      providerId: "cap-6",
      acceptedAt: now(),
    });
    const at = (latitude: number) =>
      append(requestStream("r6"), "RoutePointRecorded", {
        requestId: "r6",
        providerId: "cap-6",
        latitude,
        longitude: 55.1403,
        recordedAt: now(),
      });
    await at(25.13); // about 5.5 km
    await at(25.0855); // about 0.55 km
    await at(25.0815); // about 0.1 km
    await expect.poll(() => payloadsTo(customer).length, { timeout: 10_000 }).toBe(2);
    await running[0]!.process.idle();
    expect(payloadsTo(customer)).toEqual([
      { title: "Captain on the way", body: "A captain accepted your request.", url: "/", tag: "request-r6" },
      { title: "Captain nearby", body: "Your captain is less than 1 km away.", url: "/", tag: "request-r6" },
    ]);
  });

  it("tells the customer of a completion once, with the receipt when the tax invoice is issued", async () => {
    const customer = await subscribed("cust-7", "customer");
    await startReactor();
    const before = service.received.length;
    // Booked with a quote (money): the completion itself says nothing; the invoice says it all.
    await append(requestStream("r7"), "QuoteIssued", quoteIssued("r7", { customerId: "cust-7" }).data);
    await requested("r7", "cust-7");
    await append(requestStream("r7"), "JobAccepted", jobAccepted("r7", "cap-7", now()).data);
    await append(requestStream("r7"), "JobCompleted", jobCompleted("r7", "cap-7", 300, now()).data);
    await append(
      requestStream("r7"),
      "TaxInvoiceIssued",
      taxInvoiceIssued("r7", "INV-000042", {
        customerId: "cust-7",
        providerId: "cap-7",
        grossFils: [25_000, 3_000],
        issuedAt: now(),
      }).data,
    );
    // A booking from before money landed: told at completion, without a receipt.
    await requested("r7b", "cust-7");
    await append(requestStream("r7b"), "JobAccepted", jobAccepted("r7b", "cap-7", now()).data);
    await append(requestStream("r7b"), "JobCompleted", jobCompleted("r7b", "cap-7", 150, now()).data);
    // A cancellation fee's invoice is no "completed": nothing is sent for it.
    await append(requestStream("r7c"), "QuoteIssued", quoteIssued("r7c", { customerId: "cust-7" }).data);
    await requested("r7c", "cust-7");
    await append(requestStream("r7c"), "JobAccepted", jobAccepted("r7c", "cap-7", now()).data);
    await append(
      requestStream("r7c"),
      "RequestCancelled",
      requestCancelled("r7c", "cust-7", now(), "customer").data,
      { userId: "cust-7", role: "customer" },
    );
    await append(
      requestStream("r7c"),
      "CancellationFeeCharged",
      cancellationFeeCharged("r7c", "cap-7", 5_000, now()).data,
    );
    await append(
      requestStream("r7c"),
      "TaxInvoiceIssued",
      taxInvoiceIssued("r7c", "INV-000043", {
        customerId: "cust-7",
        providerId: "cap-7",
        grossFils: [5_000],
        issuedAt: now(),
      }).data,
    );
    await service.waitFor(before + 4);
    // A restart re-reads nothing it already sent.
    await running.pop()!.stop();
    const again = await startReactor();
    await again.runner.waitForPosition(await store.headPosition());
    await again.process.idle();
    const completions = payloadsTo(customer).filter((p) =>
      (p as { title: string }).title.startsWith("Job completed"),
    );
    expect(completions).toEqual([
      {
        title: "Job completed: your receipt",
        // 250 + 30 AED, VAT carved out of each line: 11.90 + 1.43.
        body: "You paid AED 280.00 incl. VAT AED 13.33. Tap to open tax invoice INV-000042.",
        url: "/api/documents/INV-000042.pdf",
        tag: "request-r7",
      },
      {
        title: "Job completed",
        body: "Your service is complete. You can rate your captain now.",
        url: "/history",
        tag: "request-r7b",
      },
    ]);
  });

  describe("family share links", () => {
    const tokenOf = (shareId: string) => `tok-${shareId}-abcdefghijklmnopqrstuvwxyz`;
    const linkHolder = as(SYSTEM);
    const share = (requestId: string, shareId: string) =>
      append(shareStream(requestId), "TripShared", {
        shareId,
        requestId,
        shareToken: tokenOf(shareId),
        sharedWithName: "Mariam",
        sharedWithPhone: "+971 50 222 3344",
        includeLocation: false,
        includeETA: false,
        includeProviderDetails: false,
        sharedBy: "cust-8",
        sharedAt: now(),
      });
    async function subscribedThrough(
      requestId: string,
      shareId: string,
      browser = service.subscribe(`${shareId}-${randomUUID()}`),
    ) {
      const { position } = await subscribeToSharedTrip(commands)(
        {
          requestId,
          shareToken: tokenOf(shareId),
          endpoint: browser.target.endpoint,
          p256dh: browser.target.keys.p256dh,
          authSecret: browser.target.keys.auth,
        },
        linkHolder,
      );
      if (position) await readModels.waitForPosition(position);
      return browser;
    }

    it("tells each subscribed browser of a link once that the trip started and ended; the customer is told as before", async () => {
      const customer = await subscribed("cust-8", "customer");
      await startReactor();
      await requested("r8", "cust-8");
      await append(requestStream("r8"), "JobAccepted", jobAccepted("r8", "cap-8", now()).data);
      await share("r8", "sh8a");
      await share("r8", "sh8b");
      const mother = await subscribedThrough("r8", "sh8a");
      // The same phone through both links of the trip is told once.
      await subscribedThrough("r8", "sh8b", mother);
      const brother = await subscribedThrough("r8", "sh8b");
      const leftEarly = await subscribedThrough("r8", "sh8b");
      const { position } = await unsubscribeFromSharedTrip(commands)(
        { requestId: "r8", shareToken: tokenOf("sh8b"), endpoint: leftEarly.target.endpoint },
        linkHolder,
      );
      if (position) await readModels.waitForPosition(position);
      await append(requestStream("r8"), "JobStarted", jobStarted("r8", "cap-8", now()).data);
      await expect.poll(() => payloadsTo(brother).length, { timeout: 10_000 }).toBe(1);
      // A restart between the start and the end resends nothing.
      await running.pop()!.stop();
      const again = await startReactor();
      await append(requestStream("r8"), "JobCompleted", jobCompleted("r8", "cap-8", 150, now()).data);
      await expect.poll(() => payloadsTo(brother).length, { timeout: 10_000 }).toBe(2);
      await again.runner.waitForPosition(await store.headPosition());
      await again.process.idle();
      const started = {
        title: "Trip started",
        body: "The captain has arrived and started the job.",
        tag: "trip-r8",
      };
      const ended = { title: "Trip ended", body: "The job is complete.", tag: "trip-r8" };
      expect(payloadsTo(mother)).toEqual([
        { ...started, url: `/track/${tokenOf("sh8a")}` },
        { ...ended, url: `/track/${tokenOf("sh8a")}` },
      ]);
      expect(payloadsTo(brother)).toEqual([
        { ...started, url: `/track/${tokenOf("sh8b")}` },
        { ...ended, url: `/track/${tokenOf("sh8b")}` },
      ]);
      expect(payloadsTo(leftEarly)).toEqual([]);
      expect(payloadsTo(customer).map((p) => (p as { title: string }).title)).toEqual([
        "Captain on the way",
        "Captain arrived",
        "Job completed",
      ]);
    });

    it("speaks Arabic to a customer who chose it, and to the family they shared the trip with", async () => {
      await append(
        accountStream("cust-11"),
        "AccountRegistered",
        accountRegistered({ accountId: "cust-11", registeredAt: now() }).data,
      );
      await append(accountStream("cust-11"), "PreferredLanguageSet", {
        accountId: "cust-11",
        language: "ar",
        setAt: now(),
      });
      const customer = await subscribed("cust-11", "customer");
      await startReactor();
      await requested("r11", "cust-11");
      await share("r11", "sh11");
      const sister = await subscribedThrough("r11", "sh11");
      await append(requestStream("r11"), "JobAccepted", jobAccepted("r11", "cap-11", now()).data);
      await append(requestStream("r11"), "JobStarted", jobStarted("r11", "cap-11", now()).data);
      await expect.poll(() => payloadsTo(sister).length, { timeout: 10_000 }).toBe(1);
      await expect.poll(() => payloadsTo(customer).length, { timeout: 10_000 }).toBe(2);
      expect(payloadsTo(customer)).toEqual([
        { title: "الكابتن في الطريق", body: "قبل أحد الكباتن طلبك.", url: "/", tag: "request-r11" },
        { title: "وصل الكابتن", body: "وصل الكابتن وبدأ العمل.", url: "/", tag: "request-r11" },
      ]);
      expect(payloadsTo(sister)).toEqual([
        {
          title: "بدأت الرحلة",
          body: "وصل الكابتن وبدأ العمل.",
          url: `/track/${tokenOf("sh11")}`,
          tag: "trip-r11",
        },
      ]);
    });

    it("a cancelled trip ends for the family too; a 410 removes the link's browser by a command", async () => {
      await startReactor();
      await requested("r9", "cust-9");
      await share("r9", "sh9");
      const gone = await subscribedThrough("r9", "sh9");
      const staying = await subscribedThrough("r9", "sh9");
      service.answer(gone.id, 410);
      await append(
        requestStream("r9"),
        "RequestCancelled",
        requestCancelled("r9", "cust-9", now(), "customer").data,
        { userId: "cust-9", role: "customer" },
      );
      await expect.poll(() => payloadsTo(staying).length, { timeout: 10_000 }).toBe(1);
      expect(payloadsTo(staying)[0]).toEqual({
        title: "Trip ended",
        body: "The trip was cancelled.",
        url: `/track/${tokenOf("sh9")}`,
        tag: "trip-r9",
      });
      await expect
        .poll(
          async () =>
            (await store.readStream(shareStream("r9"))).filter(
              (e) => e.type === "SharePushSubscriptionRemoved",
            ).length,
          { timeout: 10_000 },
        )
        .toBe(1);
      const [removal] = (await store.readStream(shareStream("r9"))).filter(
        (e) => e.type === "SharePushSubscriptionRemoved",
      );
      expect(removal?.data).toMatchObject({
        reason: "expired",
        shareId: "sh9",
        endpoint: gone.target.endpoint,
      });
      expect(removal?.metadata.actor).toEqual(SYSTEM);
    });

    it("a trip nobody shared queues nothing for family", async () => {
      await startReactor();
      await requested("r10", "cust-10");
      await append(requestStream("r10"), "JobAccepted", jobAccepted("r10", "cap-10", now()).data);
      await append(requestStream("r10"), "JobStarted", jobStarted("r10", "cap-10", now()).data);
      await running[0]!.runner.waitForPosition(await store.headPosition());
      const { rows } = await sql.query("SELECT 1 FROM rm.push_queue WHERE account_id = 'r10'");
      expect(rows).toEqual([]);
    });
  });

  it("a 410 removes the subscription by a command; a refusal is retried with backoff until it goes", async () => {
    const gone = await subscribed("cap-3", "provider");
    const busy = await subscribed("cap-4", "provider");
    service.answer(gone.id, 410);
    service.answer(busy.id, 503);
    await startReactor();
    await offered("r3", "cap-3");
    await offered("r4", "cap-4");
    await expect.poll(() => pushEndpointsOf(sql, "cap-3"), { timeout: 10_000 }).toEqual([]);
    // The busy service refused at least once before it recovers.
    const attemptsSoFar = async () =>
      (
        await sql.query<{ attempts: number }>(
          "SELECT attempts FROM auth.push_deliveries WHERE account_id = 'cap-4' AND last_error IS NOT NULL",
        )
      ).rows[0]?.attempts ?? 0;
    await expect.poll(attemptsSoFar, { timeout: 10_000 }).toBeGreaterThan(0);
    service.answer(busy.id, 201);
    await expect.poll(() => payloadsTo(busy).length, { timeout: 10_000 }).toBe(1);
    const { rows } = await sql.query<{ state: string; attempts: number; endpoint: string }>(
      "SELECT state, attempts, endpoint FROM auth.push_deliveries WHERE account_id IN ('cap-3', 'cap-4') ORDER BY account_id",
    );
    expect(rows.map((r) => r.state)).toEqual(["gone", "sent"]);
    expect(rows[1]!.attempts).toBeGreaterThan(1);
    const [removal] = (await store.readStream("push-cap-3")).filter(
      (e) => e.type === "PushSubscriptionRemoved",
    );
    expect(removal?.data).toMatchObject({ reason: "expired", endpoint: gone.target.endpoint });
    expect(removal?.metadata.actor).toEqual(SYSTEM);
  });

  it("a reactor killed mid-batch leaves each notification to its successor, which sends each once", async () => {
    const browser = await subscribed("cap-5", "provider");
    const real = webPushSender({ vapid, agent: service.agent });
    let calls = 0;
    let reachedThird: () => void = () => {};
    const third = new Promise<void>((resolve) => {
      reachedThird = resolve;
    });
    // The first reactor dies during its third send: that call never returns (nor reaches the service).
    const dying: PushSender = {
      send(target, payload, options) {
        calls += 1;
        if (calls === 3) {
          reachedThird();
          return new Promise(() => {});
        }
        return real.send(target, payload, options);
      },
    };
    for (const id of ["k1", "k2", "k3", "k4", "k5"]) await offered(id, "cap-5");
    const first = await startReactor(dying);
    await third;
    // The kill: the process stops where it is (its third send hangs forever); the lock is let go.
    first.process.pause();
    running.splice(running.indexOf(first), 1);
    await first.runner.stop();
    await startReactor();
    await expect.poll(() => payloadsTo(browser).length, { timeout: 10_000 }).toBe(5);
    await running[0]!.process.idle();
    expect(
      payloadsTo(browser)
        .map((p) => (p as { tag: string }).tag)
        .sort(),
    ).toEqual(["offer-k1", "offer-k2", "offer-k3", "offer-k4", "offer-k5"]);
  });
});
