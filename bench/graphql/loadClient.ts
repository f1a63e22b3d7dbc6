/**
 * A load generator in its own process (spawned by readThroughput.ts): `clients` loops sending the same
 * HTTP request for `seconds`, each checking the answer names `expectId`. Printed as one JSON line.
 * Its own process, so the client's work (building a POST, parsing JSON) is not charged to the server.
 */
export interface LoadSpec {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body: string | null;
  expectId: string;
  clients: number;
  seconds: number;
  warmUpSeconds: number;
}

const spec = JSON.parse(process.argv[2] ?? "{}") as LoadSpec;

async function once(): Promise<void> {
  const response = await fetch(spec.url, {
    method: spec.method,
    headers: spec.headers,
    ...(spec.body !== null ? { body: spec.body } : {}),
  });
  const text = await response.text();
  if (!text.includes(spec.expectId))
    throw new Error(`unexpected answer ${response.status}: ${text.slice(0, 200)}`);
}

async function loop(until: number): Promise<number> {
  let done = 0;
  while (Date.now() < until) {
    await once();
    done++;
  }
  return done;
}

const warmUpEnds = Date.now() + spec.warmUpSeconds * 1000;
await Promise.all(Array.from({ length: spec.clients }, () => loop(warmUpEnds)));
const startedAt = performance.now();
const endsAt = Date.now() + spec.seconds * 1000;
const counts = await Promise.all(Array.from({ length: spec.clients }, () => loop(endsAt)));
const seconds = (performance.now() - startedAt) / 1000;
const requests = counts.reduce((sum, count) => sum + count, 0);
console.log(JSON.stringify({ requests, seconds }));
