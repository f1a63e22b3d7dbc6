import { randomUUID } from "node:crypto";
import { type Client, createClient } from "graphql-ws";
import WebSocket from "ws";
import type { CommandContext } from "../../command-api/commandContext";
import { offerJob, requestService, withdrawOffer } from "../../command-api/commands/requestCommands";
import { SYSTEM } from "../../domain/shared/actor";
import type { BenchApp } from "./benchApp";
import { benchBooking } from "./benchBooking";
import { type LatencySummary, summarise } from "./percentiles";

export interface LatencyOptions {
  clients: number;
  commandsPerSecond: number;
  warmUpSeconds: number;
  seconds: number;
}

export interface LatencyResult {
  clients: number;
  targetCommandsPerSecond: number;
  achievedCommandsPerSecond: number;
  /** Command issued → message received: the append, the projection, the read, the send. */
  endToEnd: LatencySummary;
  /** Append confirmed to the caller → message received. */
  appendToReceive: LatencySummary;
  /** Commands not issued because that request's previous change had not arrived yet (a backlog signal). */
  skipped: number;
  /** Commands the server refused or failed (the first one is printed): a broken bench, not a slow one. */
  failed: number;
}

interface Tracked {
  requestId: string;
  /** Whether the next command offers (true) or withdraws (false) the job. */
  offerNext: boolean;
  inFlight: { offer: boolean; issuedAt: number; appendedAt: number | null; receivedAt: number | null } | null;
}

const BENCH_PROVIDER = "bench-provider";
const SUBSCRIPTION =
  "subscription($id: ID!) { requestUpdated(requestId: $id) { id status offeredTo updatedAt } }";

/**
 * `clients` customers each follow their own request over graphql-ws; dispatch (system) offers and
 * withdraws those jobs round-robin at `commandsPerSecond`, so every command appends one event that
 * reaches exactly one subscriber. A request gets its next command only after its previous change arrived.
 */
export async function subscriptionLatency(bench: BenchApp, options: LatencyOptions): Promise<LatencyResult> {
  const { app } = bench;
  const system: CommandContext = { actor: SYSTEM, correlationId: randomUUID(), causationId: null };
  const tracked: Tracked[] = [];
  const sockets: Client[] = [];
  const ready: Promise<void>[] = [];
  let measuring = false;
  const endToEnd: number[] = [];
  const appendToReceive: number[] = [];

  const settle = (entry: Tracked) => {
    const flight = entry.inFlight;
    if (!flight || flight.appendedAt === null || flight.receivedAt === null) return;
    if (measuring) {
      endToEnd.push(flight.receivedAt - flight.issuedAt);
      appendToReceive.push(Math.max(0, flight.receivedAt - flight.appendedAt));
    }
    entry.inFlight = null;
  };

  for (let i = 0; i < options.clients; i++) {
    const customerId = randomUUID();
    const requestId = randomUUID();
    const { position } = await requestService(app.commands)(benchBooking(requestId), {
      actor: { userId: customerId, role: "customer" },
      correlationId: randomUUID(),
      causationId: null,
    });
    await app.runner.waitForPosition(position!);
    const entry: Tracked = { requestId, offerNext: true, inFlight: null };
    tracked.push(entry);
    const cookie = await bench.cookieFor(customerId, "customer");
    const client = createClient({
      url: `${app.url.replace("http", "ws")}/graphql`,
      webSocketImpl: cookieSocket(cookie),
    });
    sockets.push(client);
    ready.push(
      new Promise<void>((resolve, reject) => {
        let first = true;
        client.subscribe<{ requestUpdated: { offeredTo: string[] } }>(
          { query: SUBSCRIPTION, variables: { id: requestId } },
          {
            next: (message) => {
              if (first) {
                first = false;
                resolve();
                return;
              }
              const offered = (message.data?.requestUpdated.offeredTo.length ?? 0) > 0;
              if (entry.inFlight && entry.inFlight.offer === offered && entry.inFlight.receivedAt === null) {
                entry.inFlight.receivedAt = performance.now();
                settle(entry);
              }
            },
            error: reject,
            complete: () => {},
          },
        );
      }),
    );
  }
  await Promise.all(ready);

  let issued = 0;
  let skipped = 0;
  let failed = 0;
  let turn = 0;
  const issue = () => {
    const entry = tracked[turn++ % tracked.length]!;
    if (entry.inFlight) {
      if (measuring) skipped++;
      return;
    }
    const offer = entry.offerNext;
    entry.offerNext = !offer;
    const flight = {
      offer,
      issuedAt: performance.now(),
      appendedAt: null as number | null,
      receivedAt: null as number | null,
    };
    entry.inFlight = flight;
    if (measuring) issued++;
    const command = offer
      ? offerJob(app.commands)(
          { requestId: entry.requestId, providerId: BENCH_PROVIDER, offerTtlSeconds: 3600 },
          system,
        )
      : withdrawOffer(app.commands)(
          { requestId: entry.requestId, providerId: BENCH_PROVIDER, reason: "unassigned" },
          system,
        );
    command
      .then(() => {
        flight.appendedAt = performance.now();
        settle(entry);
      })
      .catch((error: unknown) => {
        if (failed++ === 0) console.error("bench command failed", error);
        entry.inFlight = null;
      });
  };

  // Commands go out on a fixed schedule (not as fast as answers come back): an open-loop load.
  const tickMs = 10;
  const perTick = (options.commandsPerSecond * tickMs) / 1000;
  let owed = 0;
  const timer = setInterval(() => {
    owed += perTick;
    while (owed >= 1) {
      owed -= 1;
      issue();
    }
  }, tickMs);
  await sleep(options.warmUpSeconds * 1000);
  measuring = true;
  const startedAt = performance.now();
  await sleep(options.seconds * 1000);
  measuring = false;
  const elapsed = (performance.now() - startedAt) / 1000;
  clearInterval(timer);
  await sleep(1000);
  await Promise.all(sockets.map((client) => client.dispose()));

  return {
    clients: options.clients,
    targetCommandsPerSecond: options.commandsPerSecond,
    achievedCommandsPerSecond: Math.round(issued / elapsed),
    endToEnd: summarise(endToEnd),
    appendToReceive: summarise(appendToReceive),
    skipped,
    failed,
  };
}

/** A ws client class that sends the session cookie on the upgrade, as a browser does. */
function cookieSocket(cookie: string) {
  return class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
