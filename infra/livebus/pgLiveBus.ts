import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { LiveBus, LiveMessage } from "../../domain/ports/liveBus";
import type { NotificationChannel } from "../eventstore/notificationChannel";
import { PgNotificationChannel } from "../eventstore/pgNotificationChannel";
import { createInProcessLiveBus } from "./inProcessLiveBus";

export const LIVE_BUS_CHANNEL = "roadside_live_bus";

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. Envelopes stay under this; a single
 * message larger than it goes to the spill table and only its id is notified.
 */
const MAX_NOTIFY_BYTES = 7800;
/** Spilled messages are read within milliseconds; after this they are garbage. */
const SPILL_KEEP_SECONDS = 120;

/** One NOTIFY: the sending node and its messages, or the id of one spilled message. */
type Envelope = { o: string; m: LiveMessage[] } | { o: string; spill: string };

export interface PgLiveBusOptions {
  channel: NotificationChannel;
  /** For the spill table (messages too large for NOTIFY). */
  pool: pg.Pool;
  onError: (error: unknown) => void;
  /** While messages keep coming, at most one send (of as few NOTIFYs as fit) per this many ms. */
  minSendGapMs?: number;
  /**
   * The topics whose messages may wait for that gap: high-rate streams (fleet positions). Any other
   * message (a projection's new position an API node's read-your-writes waits on, a request's
   * change a screen shows) leaves at the end of its tick, taking what waited along.
   */
  streamTopics?: ReadonlySet<string>;
}

/**
 * A steady stream (5,000 captains' positions: 1,667 a second) would otherwise cost a NOTIFY per
 * message or two, each a round trip from this node and a wake-up of every other node. At this gap
 * it is at most 50 sends a second, each carrying a few dozen messages; a message waits at most this
 * long, and one after a quiet spell not at all.
 */
export const DEFAULT_MIN_SEND_GAP_MS = 20;

export interface PgLiveBus extends LiveBus {
  /** Which node this is, as it appears on its envelopes. */
  readonly nodeId: string;
  /** Resolves once everything published so far has been handed to PostgreSQL. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The live bus across nodes. Local subscribers get a message at once, as on the in-process bus;
 * other nodes get it through LISTEN/NOTIFY. Messages published in the same tick travel together
 * in as few NOTIFYs as fit, and a steady stream of `streamTopics` is sent at most once per `minSendGapMs`, so a
 * burst (a batch of projection changes) or a stream (fleet positions) costs a handful of round
 * trips, not one per message. A node ignores its own envelopes.
 * Delivery across nodes is best effort, like the in-process bus: while the connection is down,
 * messages are lost (readers that need certainty re-read the read models).
 */
export async function startPgLiveBus(options: PgLiveBusOptions): Promise<PgLiveBus> {
  const nodeId = randomUUID();
  const local = createInProcessLiveBus({
    onHandlerError: (error) => options.onError(error),
  });
  await ensureSpillTable(options.pool);

  const minSendGapMs = options.minSendGapMs ?? DEFAULT_MIN_SEND_GAP_MS;
  let queued: LiveMessage[] = [];
  /** The loop handing queued messages to PostgreSQL; null while the queue is empty. */
  let pumping: Promise<void> | null = null;
  let lastSendAt = Number.NEGATIVE_INFINITY;
  const streamTopics = options.streamTopics ?? new Set<string>();
  /** A queued message must not wait for the gap. */
  let urgent = false;
  /** Ends the gap being waited out, if any. */
  let endGap: (() => void) | null = null;
  let closed = false;

  const send = async (batch: LiveMessage[]) => {
    for (const payload of await envelopes(nodeId, batch, options.pool)) {
      await options.channel.notify(payload);
    }
  };
  // In order, one send after another (never two racing on the connection). The first message after
  // a quiet spell leaves at the end of its tick; while messages keep coming, whatever queued during
  // the gap (and during the send before) leaves together.
  const pump = async () => {
    while (queued.length > 0) {
      const waitMs = urgent ? 0 : lastSendAt + minSendGapMs - performance.now();
      await new Promise<void>((resolve) => {
        if (waitMs <= 0) {
          setImmediate(resolve);
          return;
        }
        const timer = setTimeout(resolve, waitMs);
        endGap = () => {
          clearTimeout(timer);
          setImmediate(resolve);
        };
      });
      endGap = null;
      const batch = queued;
      queued = [];
      urgent = false;
      lastSendAt = performance.now();
      await send(batch).catch((error: unknown) => options.onError(error));
    }
  };
  const startPumping = () => {
    pumping ??= pump().finally(() => {
      pumping = null;
      if (queued.length > 0) startPumping();
    });
  };
  const flush = async () => {
    while (pumping) await pumping;
  };

  // A spilled message is read back asynchronously; whatever arrives meanwhile queues behind it, in order.
  let inbox: Promise<void> = Promise.resolve();
  let backlog = 0;
  const deliver = async (envelope: Envelope) => {
    if ("m" in envelope) {
      for (const message of envelope.m) void local.publish(message);
      return;
    }
    const message = await readSpilled(options.pool, envelope.spill).catch((error: unknown) => {
      options.onError(error);
      return null;
    });
    if (message) void local.publish(message);
  };
  // Its own envelopes come back to a node too: known by their first bytes, they are not even parsed.
  const ownPrefix = `{"o":${JSON.stringify(nodeId)},`;
  const receive = (text: string) => {
    if (text.startsWith(ownPrefix)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch (error) {
      options.onError(new Error(`unreadable live bus notification: ${String(error)}`));
      return;
    }
    if (envelope.o === nodeId) return;
    if (backlog === 0 && "m" in envelope) {
      void deliver(envelope);
      return;
    }
    backlog += 1;
    inbox = inbox
      .then(() => deliver(envelope))
      .finally(() => {
        backlog -= 1;
      });
  };
  await options.channel.listen(receive, () => {});

  return {
    nodeId,
    async publish(message) {
      if (closed) return;
      await local.publish(message);
      queued.push(message);
      if (!streamTopics.has(message.topic)) {
        urgent = true;
        endGap?.();
      }
      startPumping();
    },
    subscribe: local.subscribe,
    flush,
    async close() {
      await flush();
      closed = true;
      await options.channel.close();
    },
  };
}

async function ensureSpillTable(pool: pg.Pool): Promise<void> {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS live_bus_spill (
      id uuid PRIMARY KEY,
      body jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
}

/** Packs messages into NOTIFY payloads under the limit, spilling any single message that alone exceeds it. */
async function envelopes(nodeId: string, batch: LiveMessage[], pool: pg.Pool): Promise<string[]> {
  const payloads: string[] = [];
  const header = `{"o":${JSON.stringify(nodeId)},"m":[`;
  let parts: string[] = [];
  let bytes = Buffer.byteLength(header) + 2;
  const close = () => {
    if (parts.length > 0) payloads.push(`${header}${parts.join(",")}]}`);
    parts = [];
    bytes = Buffer.byteLength(header) + 2;
  };
  for (const message of batch) {
    const text = JSON.stringify(message);
    const size = Buffer.byteLength(text) + 1;
    if (Buffer.byteLength(header) + 2 + size > MAX_NOTIFY_BYTES) {
      const id = randomUUID();
      await pool.query("INSERT INTO live_bus_spill (id, body) VALUES ($1, $2)", [id, text]);
      await pool.query(
        `DELETE FROM live_bus_spill WHERE created_at < now() - interval '${SPILL_KEEP_SECONDS} seconds'`,
      );
      close();
      payloads.push(JSON.stringify({ o: nodeId, spill: id } satisfies Envelope));
      continue;
    }
    if (bytes + size > MAX_NOTIFY_BYTES) close();
    parts.push(text);
    bytes += size;
  }
  close();
  return payloads;
}

async function readSpilled(pool: pg.Pool, id: string): Promise<LiveMessage | null> {
  const { rows } = await pool.query<{ body: LiveMessage }>("SELECT body FROM live_bus_spill WHERE id = $1", [
    id,
  ]);
  return rows[0]?.body ?? null;
}

/** The bus on a database: its own LISTEN connection, the pool for spilled messages. */
export function openPgLiveBus(
  connectionString: string,
  pool: pg.Pool,
  onError: (error: unknown) => void,
  streamTopics?: ReadonlySet<string>,
): Promise<PgLiveBus> {
  const channel = new PgNotificationChannel(connectionString, LIVE_BUS_CHANNEL, (error) => onError(error));
  return startPgLiveBus({ channel, pool, onError, ...(streamTopics ? { streamTopics } : {}) });
}
