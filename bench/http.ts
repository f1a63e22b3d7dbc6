import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "../infra/runtime/nodeFlags";
import { DEMO_ACCOUNTS } from "../infra/seed/demoAccounts";
import {
  createTestDatabase,
  postgresUnavailableReason,
  type TestDatabase,
} from "../infra/testing/testDatabase";
import { LOAD_GENERATOR, type LoadResult, runLoad, send } from "./lib/httpLoad";
import { median } from "./lib/median";

/**
 * The REST facade end to end over real HTTP, on PGlite and PostgreSQL, with 50 concurrent clients
 * (each a signed-in customer on its own keep-alive connection), the server in its own process:
 * - book: POST /api/requests with a chosen captain, answered only once the request history (what
 *   the customer's list reads next) has the booking: the read-your-writes wait included;
 * - history: GET /api/requests/customer/{id}, the customer's newest 50 requests.
 * On PostgreSQL the bookings are also measured against a floor in the same run: a bare Fastify
 * server doing one INSERT per POST (httpFloorServer.ts), same clients, same bodies, same database,
 * in rounds that alternate with the app's (order swapped each round). Goal: bookings ≥ 0.33× the
 * floor (median of the rounds' ratios) with p99 ≤ 100 ms; reads ≥ 5,000/s.
 */

const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
// BENCH_PHASES=history measures the reads only (the customers still get their page of bookings first), =book the bookings only.
const PHASES = (process.env.BENCH_PHASES ?? "book,history").split(",");
const BOOK_ROUNDS = Number(process.env.BENCH_BOOK_ROUNDS ?? 3);
const GOALS = { bookingsVersusFloor: 0.33, bookingP99Ms: 100, readsPerSecond: 5_000 };
const CAPTAIN = DEMO_ACCOUNTS.find((a) => a.email === "khalid@captains.ae")!;

interface Customer {
  id: string;
  cookie: string;
}

async function signUpCustomers(baseUrl: string, count: number): Promise<Customer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const url = new URL(baseUrl);
  const customers: Customer[] = [];
  // A few at a time: argon2 hashing is the cost, and it is CPU-bound.
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, async (_, i) => {
      const n = start + i;
      const response = await new Promise<{ status: number; body: string; cookie: string }>(
        (resolve, reject) => {
          const body = JSON.stringify({
            name: `Bench Customer ${n}`,
            email: `bench-${n}-${Date.now()}@example.ae`,
            password: "bench-secret",
            phone: "+971 50 000 0000",
            userType: "customer",
            latitude: 25.2,
            longitude: 55.27,
            isOnline: true,
          });
          const request = http.request(
            {
              agent,
              host: url.hostname,
              port: url.port,
              method: "POST",
              path: "/api/auth/register",
              headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (c: Buffer) => chunks.push(c));
              res.on("end", () =>
                resolve({
                  status: res.statusCode ?? 0,
                  body: Buffer.concat(chunks).toString(),
                  cookie: String(res.headers["set-cookie"]?.[0] ?? "").split(";")[0]!,
                }),
              );
            },
          );
          request.on("error", reject);
          request.end(body);
        },
      );
      if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.body}`);
      customers.push({ id: (JSON.parse(response.body) as { id: string }).id, cookie: response.cookie });
    });
    await Promise.all(batch);
  }
  agent.destroy();
  return customers;
}

function bookingOf(customer: Customer, sequence: number): string {
  return JSON.stringify({
    customerId: customer.id,
    providerId: CAPTAIN.id,
    serviceType: "towing",
    pickupLocation: `Bench street ${sequence}`,
    destination: "Al Quoz garage",
    pickupLatitude: "25.1972",
    pickupLongitude: "55.2796",
    destinationLatitude: 25.1357,
    destinationLongitude: 55.2333,
    vehicleMake: "Toyota",
    vehicleModel: "Camry",
    vehicleYear: 2021,
    licensePlate: "DXB B 1",
    description: "Benchmark booking",
    estimatedPrice: "275",
    priority: "high",
    // Cash: the bench measures the booking path, not the card processor.
    paymentMethod: "cash",
    scheduledAt: null,
  });
}

const HISTORY_PAGE = 50;

/** Books for each customer (all at once, one after another each) until they hold `count` requests. */
async function topUpBookings(baseUrl: string, customers: readonly Customer[], count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: customers.length });
  const url = new URL(baseUrl);
  await Promise.all(
    customers.map(async (customer, client) => {
      const page = await send(agent, url, {
        method: "GET",
        path: `/api/requests/customer/${customer.id}?limit=${count}`,
        cookie: customer.cookie,
      });
      const held = (JSON.parse(page.body) as unknown[]).length;
      for (let n = held; n < count; n++) {
        const booked = await send(agent, url, {
          method: "POST",
          path: "/api/requests",
          cookie: customer.cookie,
          body: bookingOf(customer, 1_000_000 + client * count + n),
        });
        if (booked.status !== 201) throw new Error(`top-up booking failed: ${booked.status} ${booked.body}`);
      }
    }),
  );
  agent.destroy();
}

/** Starts a server script of bench/lib in a child process (tsx); resolves with its URL and a way to stop it. */
async function startServer(
  store: "pglite" | "postgres",
  database?: TestDatabase,
  script = "httpBenchServer.ts",
) {
  const child = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      // BENCH_CPU_PROF=<dir> writes the server's CPU profile there, to see where a request's time goes.
      ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      "--import",
      "tsx",
      fileURLToPath(new URL(`./lib/${script}`, import.meta.url)),
    ],
    {
      // The benchmark signs in as the demo accounts, which only the embedded store seeds by default.
      env: {
        ...process.env,
        EVENT_STORE: store,
        SEED_DEMO: "1",
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready) resolve(ready[1]!);
    });
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

async function benchStore(store: "pglite" | "postgres", database?: TestDatabase) {
  const server = await startServer(store, database);
  try {
    const customers = await signUpCustomers(server.url, CLIENTS);
    // What both phases share: 50 clients against this server, its CPU and its database's measured.
    const load = {
      baseUrl: server.url,
      clients: CLIENTS,
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
      serverPid: server.pid,
      postgresDatabase: database?.name,
    };
    const bookingLoad = {
      ...load,
      expectStatus: 201,
      call: (client: number, sequence: number) => ({
        method: "POST" as const,
        path: "/api/requests",
        cookie: customers[client]!.cookie,
        body: bookingOf(customers[client]!, sequence),
      }),
    };
    let book: LoadResult | null = null;
    let floor: FloorComparison | null = null;
    if (PHASES.includes("book") && store === "postgres" && database) {
      floor = await bookAgainstFloor(bookingLoad, database);
      book = floor.book;
    } else if (PHASES.includes("book")) {
      book = await runLoad(bookingLoad);
    }
    // The history phase reads full pages: however many bookings the phase above managed (it varies
    // with the machine's load), each customer gets at least a page's worth, so every read returns 50.
    if (PHASES.includes("history")) await topUpBookings(server.url, customers, HISTORY_PAGE);
    const history = PHASES.includes("history")
      ? await runLoad({
          ...load,
          expectStatus: 200,
          sameCallEachTime: true,
          call: (client) => ({
            method: "GET",
            path: `/api/requests/customer/${customers[client]!.id}`,
            cookie: customers[client]!.cookie,
          }),
        })
      : null;
    // Sanity: what was booked is what the history shows.
    const check = await send(new http.Agent(), new URL(server.url), {
      method: "GET",
      path: `/api/requests/customer/${customers[0]!.id}?limit=1`,
      cookie: customers[0]!.cookie,
    });
    if (check.status !== 200 || !check.body.includes("Benchmark booking"))
      throw new Error("history misses the bookings");
    return { book, history, floor: floor ? { ...floor, book: undefined } : undefined };
  } finally {
    await server.stop();
  }
}

interface FloorRound {
  book: LoadResult;
  floor: LoadResult;
  ratio: number;
}

interface FloorComparison {
  /** The app's bookings over all rounds: requests added up, p50 and p99 the median round's. */
  book: LoadResult;
  floor: { perSecond: number; p50Ms: number; p99Ms: number };
  bookingsVersusFloor: number;
  rounds: FloorRound[];
}

/**
 * The app's bookings and the floor's INSERTs in alternating rounds against the same database, so
 * the machine's other work weighs on both alike; the floor's server runs all along, idle in the
 * app's turns (and the app's, with its projections, idle in the floor's).
 */
async function bookAgainstFloor(
  bookingLoad: Parameters<typeof runLoad>[0],
  database: TestDatabase,
): Promise<FloorComparison> {
  const floorServer = await startServer("postgres", database, "httpFloorServer.ts");
  try {
    const floorLoad = { ...bookingLoad, baseUrl: floorServer.url, serverPid: floorServer.pid };
    const rounds: FloorRound[] = [];
    for (let i = 0; i < BOOK_ROUNDS; i++) {
      const order = i % 2 === 0 ? (["book", "floor"] as const) : (["floor", "book"] as const);
      const measured: Partial<Record<"book" | "floor", LoadResult>> = {};
      for (const who of order) measured[who] = await runLoad(who === "book" ? bookingLoad : floorLoad);
      const round = { book: measured.book!, floor: measured.floor! };
      rounds.push({ ...round, ratio: Number((round.book.perSecond / round.floor.perSecond).toFixed(3)) });
    }
    const middle = (pick: (r: LoadResult) => number, who: "book" | "floor") =>
      median(rounds.map((r) => pick(r[who])));
    const requests = rounds.reduce((sum, r) => sum + r.book.requests, 0);
    const seconds = rounds.reduce((sum, r) => sum + r.book.seconds, 0);
    return {
      book: {
        requests,
        errors: rounds.reduce((sum, r) => sum + r.book.errors, 0),
        seconds: Number(seconds.toFixed(2)),
        perSecond: Math.round(requests / seconds),
        p50Ms: middle((r) => r.p50Ms, "book"),
        p99Ms: middle((r) => r.p99Ms, "book"),
        errorSamples: rounds.flatMap((r) => r.book.errorSamples).slice(0, 5),
        ...(rounds.every((r) => r.book.cpuMsPerRequest)
          ? {
              cpuMsPerRequest: {
                server: middle((r) => r.cpuMsPerRequest!.server, "book"),
                postgres: middle((r) => r.cpuMsPerRequest!.postgres, "book"),
                loadGenerator: middle((r) => r.cpuMsPerRequest!.loadGenerator, "book"),
              },
            }
          : {}),
      },
      floor: {
        perSecond: middle((r) => r.perSecond, "floor"),
        p50Ms: middle((r) => r.p50Ms, "floor"),
        p99Ms: middle((r) => r.p99Ms, "floor"),
      },
      bookingsVersusFloor: median(rounds.map((r) => r.ratio)),
      rounds,
    };
  } finally {
    await floorServer.stop();
  }
}

function line(store: string, name: string, result: LoadResult | null): string {
  if (!result) return `${store.padEnd(9)} ${name.padEnd(8)} not run (BENCH_PHASES)`;
  const cpu = result.cpuMsPerRequest
    ? `   CPU/request server ${result.cpuMsPerRequest.server} ms, postgres ${result.cpuMsPerRequest.postgres} ms, load generator ${result.cpuMsPerRequest.loadGenerator} ms`
    : "";
  return `${store.padEnd(9)} ${name.padEnd(8)} ${String(result.perSecond).padStart(6)} req/s   p50 ${String(result.p50Ms).padStart(7)} ms   p99 ${String(result.p99Ms).padStart(7)} ms   errors ${result.errors}${cpu}`;
}

export default async function main(): Promise<void> {
  const loadBefore = os.loadavg()[0]!;
  const results: Record<string, unknown> = {};
  console.log(`REST facade, ${CLIENTS} concurrent clients, ${SECONDS} s per phase`);
  // BENCH_STORES=postgres measures one store only (a profile of one server, a quicker iteration).
  const stores = (process.env.BENCH_STORES ?? "pglite,postgres").split(",");
  if (stores.includes("pglite")) {
    const pglite = await benchStore("pglite");
    results.pglite = pglite;
    console.log(line("pglite", "book", pglite.book));
    if (pglite.history) console.log(line("pglite", "history", pglite.history));
  }

  const unavailable = stores.includes("postgres") ? await postgresUnavailableReason() : "not asked for";
  if (unavailable) {
    console.log(`postgres  skipped: ${unavailable}`);
    results.postgres = { skipped: unavailable };
  } else {
    const database = await createTestDatabase("bench_http");
    try {
      const postgres = await benchStore("postgres", database);
      results.postgres = postgres;
      console.log(line("postgres", "book", postgres.book));
      const floor = postgres.floor;
      if (floor) {
        for (const [i, round] of floor.rounds.entries()) {
          console.log(`  round ${i + 1}: ${line("", "book", round.book).trim()}`);
          console.log(
            `  round ${i + 1}: ${line("", "floor", round.floor).trim()}   (bookings ${round.ratio.toFixed(2)}x the floor)`,
          );
        }
        const ratioMet = floor.bookingsVersusFloor >= GOALS.bookingsVersusFloor;
        const p99Met = postgres.book!.p99Ms <= GOALS.bookingP99Ms;
        console.log(
          `postgres  bookings = ${floor.bookingsVersusFloor.toFixed(2)}x the floor "Fastify + one INSERT per request" ` +
            `(${floor.floor.perSecond}/s, median of ${floor.rounds.length} rounds; goal >= ${GOALS.bookingsVersusFloor}x: ` +
            `${ratioMet ? "met" : "NOT met"}), booking p99 ${postgres.book!.p99Ms} ms (median round; goal <= ${GOALS.bookingP99Ms} ms: ${p99Met ? "met" : "NOT met"})`,
        );
      }
      if (postgres.history) console.log(line("postgres", "history", postgres.history));
    } finally {
      await database.drop();
    }
  }

  const report = {
    bench: "http",
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      loadAverage: { before: Number(loadBefore.toFixed(2)), after: Number(os.loadavg()[0]!.toFixed(2)) },
    },
    workload: {
      clients: CLIENTS,
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
      loadGenerator: LOAD_GENERATOR,
    },
    goals: GOALS,
    ...results,
  };
  await mkdir(new URL("./results/", import.meta.url), { recursive: true });
  await writeFile(new URL("./results/http.json", import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
  console.log("written to bench/results/http.json");
}
