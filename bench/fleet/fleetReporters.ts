/**
 * The fleet bench's captains' phones, in their own process so their CPU is not the server's: one
 * real `/ws` socket per captain to an API node, with that captain's session cookie, authenticated as
 * the spec's channel wants ({type: authenticate, userId}), then a `location_update` frame every
 * interval on each captain's own phase: the frame the spec's real-time channel defines (§7).
 *
 * Protocol with the bench, one JSON object per line. stdin: the spec first; then `"start"`, then
 * `"stop"`. stdout: `{opened, failed, openMs}` once every socket is open and authenticated; while
 * reporting, `{sent: [[key, sentAt], …]}` (key = id|lat|lng, sentAt in wall-clock ms); at the end
 * `{done: true, reports, errorFrames, firstErrors, closedByServer}`.
 */
import { createInterface } from "node:readline";
import WebSocket from "ws";

interface Spec {
  /** `http://host:port` of the API node. */
  url: string;
  captains: { id: string; cookie: string; latitude: number; longitude: number }[];
  intervalMs: number;
  /** Sockets being opened at once. */
  openConcurrency: number;
}

interface Captain {
  id: string;
  socket: WebSocket;
  latitude: number;
  longitude: number;
  phaseMs: number;
}

const now = () => performance.timeOrigin + performance.now();
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const nextLine = async () => JSON.parse(((await lines.next()).value as string | undefined) ?? "null");
const spec = (await nextLine()) as Spec;

let errorFrames = 0;
const firstErrors: string[] = [];
let closedByServer = 0;
let closing = false;

function open(c: Spec["captains"][number]): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${spec.url.replace(/^http/, "ws")}/ws`, { headers: { cookie: c.cookie } });
    const fail = (error: Error) => reject(new Error(`${c.id}: ${error.message}`));
    socket.once("error", fail);
    socket.once("open", () => socket.send(JSON.stringify({ type: "authenticate", userId: c.id })));
    socket.on("message", (data) => {
      const frame = JSON.parse(data.toString()) as { type: string; error?: string };
      if (frame.type === "authenticated") {
        socket.off("error", fail);
        socket.on("error", () => {});
        resolve(socket);
      } else if (frame.type === "error") {
        errorFrames += 1;
        if (firstErrors.length < 5) firstErrors.push(`${c.id}: ${frame.error}`);
      }
    });
    socket.on("close", () => {
      if (!closing) closedByServer += 1;
    });
  });
}

const openedAt = now();
const captains: Captain[] = [];
let failed = 0;
let cursor = 0;
await Promise.all(
  Array.from({ length: spec.openConcurrency }, async () => {
    while (cursor < spec.captains.length) {
      const c = spec.captains[cursor++]!;
      try {
        const socket = await open(c);
        captains.push({
          id: c.id,
          socket,
          latitude: c.latitude,
          longitude: c.longitude,
          phaseMs: Math.random() * spec.intervalMs,
        });
      } catch (error) {
        failed += 1;
        if (firstErrors.length < 5) firstErrors.push(String(error));
      }
    }
  }),
);
process.stdout.write(
  `${JSON.stringify({ opened: captains.length, failed, openMs: Math.round(now() - openedAt), firstErrors })}\n`,
);

await nextLine(); // "start"
let sent: [string, number][] = [];
let reports = 0;
let last = now();
const tick = setInterval(() => {
  const t = now();
  for (const c of captains) {
    const due =
      Math.floor((t - c.phaseMs) / spec.intervalMs) > Math.floor((last - c.phaseMs) / spec.intervalMs);
    if (!due) continue;
    // ~40 km/h: about 33 m per 3 s, in a random direction; six decimals, as a phone's fix has.
    c.latitude = Math.round((c.latitude + (Math.random() - 0.5) * 0.0006) * 1e6) / 1e6;
    c.longitude = Math.round((c.longitude + (Math.random() - 0.5) * 0.0006) * 1e6) / 1e6;
    const frame = {
      type: "location_update",
      userId: c.id,
      userType: "provider",
      latitude: c.latitude,
      longitude: c.longitude,
    };
    sent.push([`${c.id}|${c.latitude}|${c.longitude}`, now()]);
    c.socket.send(JSON.stringify(frame));
    reports += 1;
  }
  last = t;
}, 20);
const flush = setInterval(() => {
  if (sent.length === 0) return;
  process.stdout.write(`${JSON.stringify({ sent })}\n`);
  sent = [];
}, 200);

await nextLine(); // "stop"
clearInterval(tick);
clearInterval(flush);
if (sent.length > 0) process.stdout.write(`${JSON.stringify({ sent })}\n`);
closing = true;
for (const c of captains) c.socket.close(1000, "bench over");
process.stdout.write(
  `${JSON.stringify({ done: true, reports, errorFrames, firstErrors, closedByServer })}\n`,
);
process.exit(0);
