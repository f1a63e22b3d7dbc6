import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type ChildNode, eventually, startChildNode } from "../../infra/testing/childNode";
import { startPrivateCluster } from "../../infra/testing/privateCluster";
import { answered2xx, BookingLoad, type CommandRecord, ReadinessWatch } from "./bookingLoad";
import type { DrillReport } from "./drillReport";
import { DrillChecks } from "./drillReport";

/** The event each command appends once, whatever else (dispatch, offers) follows from it. */
const PRIMARY_EVENT = {
  book: "ServiceRequested",
  accept: "JobAccepted",
  start: "JobStarted",
  complete: "JobCompleted",
} as const;
/** The read model's status once each command has happened (a later step moves it further). */
const STATUS_AFTER = {
  book: "pending",
  accept: "accepted",
  start: "in-progress",
  complete: "completed",
} as const;
const STATUS_ORDER = ["pending", "unassigned", "accepted", "in-progress", "completed"];

/**
 * postgres-crash: a private PostgreSQL cluster, the app (one process, EVENT_STORE=postgres) on it,
 * bookings and accepts through the HTTP API from several loops; a third of the way in the postmaster
 * is SIGKILLed; once /readyz has said 503 it is started again (crash recovery). Then every command
 * that got a 2xx must be in the store and the read models exactly once; a command the client got no
 * 2xx for may still have committed (its answer lost in the crash): those are counted apart as
 * "outcome unknown to the client" and must be whole; nothing else may carry the drill's ids.
 */
export async function postgresCrashDrill(options: {
  requests: number;
  log: (line: string) => void;
}): Promise<DrillReport> {
  const checks = new DrillChecks(options.log);
  const cluster = await startPrivateCluster();
  const pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
  // The drill's own connections die with the server too; it reconnects on the next query.
  pool.on("error", () => {});
  let app: ChildNode | undefined;
  let watch: ReadinessWatch | undefined;
  try {
    options.log(`private cluster at ${new URL(cluster.url).host}; starting the app on it`);
    app = await startChildNode({
      name: "app",
      env: { EVENT_STORE: "postgres", DATABASE_URL: cluster.url, ROLE: "all" },
      readyWithinMs: 180_000,
    });
    let appExited = false;
    const died = app.exited.then(() => {
      appExited = true;
      throw new Error("the app exited");
    });
    died.catch(() => {});
    watch = new ReadinessWatch(app.url);
    watch.start();
    const readiness = watch;
    let givenUp = false;
    const load = new BookingLoad({
      urls: [app.url],
      prefix: `crash-${Date.now().toString(36)}`,
      concurrency: 6,
      accept: true,
      // A load balancer sends a node nothing while its /readyz says no; a client told no waits for yes.
      // If the app itself died there is nothing to wait for: the load stops and the checks fail.
      afterRefusal: (at) =>
        Promise.race([readiness.next(200, at, 180_000), died]).catch(() => {
          givenUp = true;
        }),
      timeoutMs: 30_000,
      statusOf: async (id) =>
        (await pool.query<{ status: string }>("SELECT status FROM rm.request_history WHERE id = $1", [id]))
          .rows[0]?.status,
    });
    await load.signIn();

    let restartedAt = Number.POSITIVE_INFINITY;
    const bookingsOk = () => load.records.filter((r) => r.kind === "book" && answered2xx(r)).length;
    const running = load.run(
      () =>
        !givenUp &&
        (load.records.filter((r) => r.kind === "book").length < options.requests ||
          // ...and at least one booking answered 2xx after the restart, whatever the count.
          !load.records.some((r) => r.kind === "book" && answered2xx(r) && r.sentAt > restartedAt)),
    );

    const killAfter = Math.max(3, Math.floor(options.requests / 3));
    await load.until(() => bookingsOk() >= killAfter);
    const killedAt = Date.now();
    const crash = await cluster.crash();
    options.log(
      `SIGKILLed the postmaster (pid ${crash.postmasterPid}) after ${bookingsOk()} bookings; ${crash.orphans} backends exited on their own${crash.killedOrphans ? `, ${crash.killedOrphans} had to be killed` : ""}`,
    );
    const saw503 = await Promise.race([readiness.next(503, killedAt, 30_000), died]).then(
      () => true,
      () => false,
    );
    checks.check("/readyz answered 503 while PostgreSQL was down", saw503);
    if (appExited) {
      // Its dying words: the error and the app's own frames (not the driver's).
      const words = app
        .output()
        .split("\n")
        .filter(
          (l) =>
            /Error|error:|^\s+at .*\/(infra|projections|command-api|domain|graphql)\//.test(l) &&
            !l.includes("node_modules"),
        );
      const saved = join(tmpdir(), `roadside-postgres-crash-app-${Date.now()}.log`);
      await writeFile(saved, app.output());
      options.log(`  the app died: ${words.slice(-12).join("\n    ")} (all it printed: ${saved})`);
    }
    await cluster.restart();
    restartedAt = Date.now();
    options.log(`restarted PostgreSQL ${restartedAt - killedAt} ms after the kill`);
    const back = await Promise.race([readiness.next(200, restartedAt, 120_000), died]).then(
      () => Date.now(),
      () => undefined,
    );
    checks.check(
      "/readyz answered 200 again, the app not restarted",
      back !== undefined && !appExited,
      back !== undefined ? `${back - restartedAt} ms after PostgreSQL was back` : "never",
    );
    await running;
    await readiness.stop();

    // Projections caught up: every checkpoint at the store's head (the app keeps running meanwhile,
    // dispatch may still append; the head is read afresh each time).
    // A dead app's projections go nowhere: no use waiting for them.
    const caughtUp = appExited
      ? undefined
      : await eventually(
          async () => {
            const { rows } = await pool.query<{ behind: number; total: number }>(
              `SELECT count(*) FILTER (WHERE c.position_prepare < h.head)::int AS behind, count(*)::int AS total
             FROM rm_meta.projection_checkpoints c,
                  (SELECT max(global_position) AS head FROM events) h`,
            );
            return rows[0] && rows[0].behind === 0 ? rows[0].total : undefined;
          },
          "every projection to reach the store's head",
          120_000,
        ).catch(() => undefined);
    checks.check(
      "projections caught up with the store",
      caughtUp !== undefined,
      `${caughtUp ?? "not all"} projections`,
    );

    await verify(load.records, pool, checks, options.log);

    const during = load.records.filter((r) => r.answeredAt >= killedAt && r.sentAt <= (back ?? restartedAt));
    const refused = load.records.filter((r) => !answered2xx(r));
    const firstOkAfter = load.records
      .filter((r) => answered2xx(r) && r.sentAt >= killedAt)
      .reduce((min, r) => Math.min(min, r.answeredAt), Number.POSITIVE_INFINITY);
    const readySamples = readiness.samples.filter((s) => s.at >= killedAt && s.at <= (back ?? restartedAt));
    const notReady = readySamples.filter((s) => s.status !== 200);
    const statuses = countBy(refused, (r) =>
      r.status === null ? `no answer (${r.error})` : String(r.status),
    );
    options.log(
      `outage: PostgreSQL down ${restartedAt - killedAt} ms; /readyz not 200 for ${notReady.length ? (notReady.at(-1)!.at - notReady[0]!.at).toString() : "0"} ms (${notReady.length} samples: ${[...new Set(notReady.flatMap((s) => s.reasons))].slice(0, 2).join("; ") || "-"}); first 2xx after the kill ${Number.isFinite(firstOkAfter) ? `${firstOkAfter - killedAt} ms` : "never"} after it`,
    );
    options.log(
      `requests: ${load.records.length} commands sent, ${load.records.length - refused.length} answered 2xx, ${refused.length} refused or unanswered (${Object.entries(
        statuses,
      )
        .map(([k, n]) => `${k}: ${n}`)
        .join(", ")}); ${during.length} in flight or sent during the outage`,
    );
    const whileDown = load.records.filter(
      (r) => answered2xx(r) && r.sentAt >= killedAt && r.answeredAt <= restartedAt,
    );
    options.log(
      `answered 2xx though sent after the kill and answered before the restart: ${whileDown.length}${whileDown.length ? ` (${countEntries(countBy(whileDown, (r) => r.kind))})` : ""}`,
    );
    for (const status of new Set(refused.map((r) => r.status))) {
      const sample = refused.find((r) => r.status === status)!;
      const all = refused.filter((r) => r.status === status);
      const inOutage = all.filter((r) => r.answeredAt >= killedAt && r.sentAt <= (back ?? restartedAt));
      options.log(
        `  ${status ?? "no answer"} ×${all.length} (${inOutage.length} around the outage; ${countEntries(countBy(all, (r) => r.kind))}), e.g. ${sample.kind}: ${sample.error}`,
      );
    }
  } finally {
    await watch?.stop().catch(() => {});
    app?.kill("SIGKILL");
    await app?.exited;
    await pool.end().catch(() => {});
    await cluster.stop();
  }
  return checks.report();
}

/** The store and the read models against what the client was told. */
export async function verify(
  records: CommandRecord[],
  pool: pg.Pool,
  checks: DrillChecks,
  log: (line: string) => void,
): Promise<void> {
  const prefix = records[0]?.correlationId.split("-").slice(0, 2).join("-") ?? "none";
  const { rows: events } = await pool.query<{ correlation: string; type: string; stream: string; n: number }>(
    `SELECT metadata->>'correlationId' AS correlation, type, stream_id AS stream, count(*)::int AS n
       FROM events WHERE metadata->>'correlationId' LIKE $1 GROUP BY 1, 2, 3`,
    [`${prefix}-%`],
  );
  const primary = new Map<string, number>();
  for (const e of events) {
    const record = records.find((r) => r.correlationId === e.correlation);
    if (record && e.type === PRIMARY_EVENT[record.kind])
      primary.set(e.correlation, (primary.get(e.correlation) ?? 0) + e.n);
  }
  const { rows: history } = await pool.query<{ description: string; id: string; status: string; n: number }>(
    `SELECT description, min(id) AS id, min(status) AS status, count(*)::int AS n
       FROM rm.request_history WHERE description LIKE $1 GROUP BY 1`,
    [`${prefix}-%`],
  );
  const rowOf = new Map(history.map((h) => [h.description, h]));

  const ok = records.filter(answered2xx);
  const notOk = records.filter((r) => !answered2xx(r));
  // A step's retry after a lost answer may find the step done and append nothing (idempotent): what
  // must hold is that the step happened once across its attempts, not that this attempt wrote it.
  const stepOf = (r: CommandRecord) => `${r.description} ${r.kind}`;
  const perStep = new Map<string, number>();
  for (const r of records)
    perStep.set(stepOf(r), (perStep.get(stepOf(r)) ?? 0) + (primary.get(r.correlationId) ?? 0));
  const okMissing = ok.filter((r) => perStep.get(stepOf(r)) !== 1);
  checks.check(
    "every 2xx command is in the store exactly once",
    okMissing.length === 0,
    `${ok.length - okMissing.length} of ${ok.length}${
      okMissing.length
        ? `; not once: ${okMissing
            .slice(0, 3)
            .map((r) => `${r.correlationId} ×${perStep.get(stepOf(r)) ?? 0} for the step`)
            .join(", ")}`
        : ""
    }`,
  );
  const inModel = (r: CommandRecord) => {
    const row = rowOf.get(r.description);
    if (row?.n !== 1) return false;
    return STATUS_ORDER.indexOf(row.status) >= STATUS_ORDER.indexOf(STATUS_AFTER[r.kind]);
  };
  const okNotInModel = ok.filter((r) => !inModel(r));
  checks.check(
    "every 2xx command is in the read models exactly once",
    okNotInModel.length === 0,
    `${ok.length - okNotInModel.length} of ${ok.length}${okNotInModel
      .slice(0, 3)
      .map((r) => {
        const row = rowOf.get(r.description);
        return `; e.g. ${r.correlationId}: ${row ? `${row.n} row(s), status ${row.status}` : "no row"}`;
      })
      .join("")}`,
  );
  // Answer lost or refused, yet committed: the client cannot know; it must be whole all the same.
  const unknown = notOk.filter((r) => (primary.get(r.correlationId) ?? 0) > 0);
  const broken = unknown.filter((r) => primary.get(r.correlationId) !== 1 || !inModel(r));
  log(
    `outcome unknown to the client: ${unknown.length} of ${notOk.length} commands without a 2xx were committed (${countEntries(
      countBy(unknown, (r) => `${r.kind} ${r.status ?? r.error}`),
    )})`,
  );
  checks.check(
    "commands committed without a 2xx are whole (one event, in the read models)",
    broken.length === 0,
    `${unknown.length - broken.length} of ${unknown.length}`,
  );
  // Nothing else: every event and row with the drill's ids belongs to a command that was sent.
  const sent = new Set(records.map((r) => r.correlationId));
  const descriptions = new Set(records.map((r) => r.description));
  const strays = events.filter((e) => !sent.has(e.correlation));
  const strayRows = history.filter((h) => !descriptions.has(h.description));
  checks.check(
    "nothing else was written (no event or row the load did not send)",
    strays.length === 0 && strayRows.length === 0,
    `${strays.length} stray events, ${strayRows.length} stray rows`,
  );
  // Retries after a lost answer never made a step happen twice: one of each job event per request.
  const perStream = new Map<string, number>();
  for (const e of events)
    if (e.type !== "ServiceRequested" && Object.values(PRIMARY_EVENT).includes(e.type as never))
      perStream.set(`${e.stream} ${e.type}`, (perStream.get(`${e.stream} ${e.type}`) ?? 0) + e.n);
  const doubled = [...perStream].filter(([, n]) => n > 1);
  checks.check(
    "no job step happened twice on a request (retries included)",
    doubled.length === 0,
    `${perStream.size} steps${doubled.length ? `; twice: ${doubled[0]![0]}` : ""}`,
  );
  const booked = history.filter((h) => h.n === 1).length;
  log(
    `store: ${events.reduce((n, e) => n + e.n, 0)} events carry the drill's ids; read model: ${booked} bookings, ${countEntries(countBy(history, (h) => h.status))}`,
  );
}

export function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

export const countEntries = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([k, n]) => `${k}: ${n}`)
    .join(", ") || "none";
