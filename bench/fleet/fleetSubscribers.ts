/**
 * The fleet bench's map clients, in their own process so their CPU is not the server's: M graphql-ws
 * subscriptions to fleetPositions over a few viewports. It prints `{ready: true}` once every
 * subscription has had its first batch (the picture of its view), then for a sample of the vehicles
 * in each batch `{key, receivedAt}` lines (key = id|lat|lng, wall-clock ms) that the bench matches to
 * report times (cutAt: when the server cut that batch), and `{done: true, …}` after `seconds`, or, without `seconds`, on a `"stop"` line on stdin.
 */
import { createInterface } from "node:readline";
import { createClient } from "graphql-ws";
import WebSocket from "ws";

interface Spec {
  wsUrl: string;
  cookie: string;
  subscribers: number;
  views: { south: number; west: number; north: number; east: number }[];
  seconds?: number;
  samplesPerBatch: number;
}

const spec = JSON.parse(process.argv[2]!) as Spec;
const now = () => performance.timeOrigin + performance.now();
const QUERY = `subscription Fleet($bbox: BoundingBoxInput!) { fleetPositions(bbox: $bbox) }`;

class CookieWebSocket extends WebSocket {
  constructor(address: string, protocols?: string | string[]) {
    super(address, protocols, { headers: { cookie: spec.cookie } });
  }
}

let batches = 0;
const waitingForFirst = new Set<number>();
let vehicles = 0;
let bytes = 0;
const out: string[] = [];
const flush = setInterval(() => {
  if (out.length > 0) process.stdout.write(`${out.splice(0).join("\n")}\n`);
}, 200);

const clients = Array.from({ length: spec.subscribers }, (_, i) => {
  const client = createClient({
    url: spec.wsUrl,
    webSocketImpl: CookieWebSocket,
    lazy: false,
    retryAttempts: 0,
  });
  const bbox = spec.views[i % spec.views.length]!;
  waitingForFirst.add(i);
  client.subscribe<{ fleetPositions: { ids: string[]; lats: number[]; lngs: number[]; at: string } }>(
    { query: QUERY, variables: { bbox } },
    {
      next(message) {
        const receivedAt = now();
        const batch = message.data?.fleetPositions;
        if (!batch) return;
        if (waitingForFirst.delete(i) && waitingForFirst.size === 0)
          out.push(JSON.stringify({ ready: true }));
        batches += 1;
        vehicles += batch.ids.length;
        bytes += JSON.stringify(batch).length;
        for (let s = 0; s < spec.samplesPerBatch && batch.ids.length > 0; s++) {
          const j = Math.floor(Math.random() * batch.ids.length);
          out.push(
            JSON.stringify({
              key: `${batch.ids[j]}|${batch.lats[j]}|${batch.lngs[j]}`,
              receivedAt,
              cutAt: Date.parse(batch.at),
            }),
          );
        }
      },
      error(error) {
        console.error("subscription error", error);
      },
      complete() {},
    },
  );
  return client;
});

async function finish() {
  clearInterval(flush);
  if (out.length > 0) process.stdout.write(`${out.splice(0).join("\n")}\n`);
  process.stdout.write(`${JSON.stringify({ done: true, batches, vehicles, bytes })}\n`);
  await Promise.all(clients.map((c) => c.dispose()));
  process.exit(0);
}
if (spec.seconds !== undefined) setTimeout(finish, spec.seconds * 1000);
else
  createInterface({ input: process.stdin }).on("line", (line) => {
    if (JSON.parse(line) === "stop") void finish();
  });
