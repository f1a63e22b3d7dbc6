import { execFile } from "node:child_process";
import { chmod, chown, mkdir, mkdtemp, open, rm, rmdir, statfs, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { DISK_FULL_MESSAGE } from "../../command-api/rest/http/errorHandler";
import { type ChildNode, eventually, startChildNode } from "../../infra/testing/childNode";
import { startPrivateCluster } from "../../infra/testing/privateCluster";
import { answered2xx, BookingLoad, ReadinessWatch } from "./bookingLoad";
import type { DrillReport } from "./drillReport";
import { DrillChecks } from "./drillReport";
import { countBy, countEntries, verify } from "./postgresCrashDrill";

const run = promisify(execFile);

/**
 * The small filesystem's size: the app's tables and indexes take about 5 MB, and each booking with
 * its steps about 20 KB more; room for twice the load, so the disk is full only while the filler is
 * there (the filler takes whatever is left when it is written).
 */
const tmpfsMb = (requests: number) => 16 + Math.ceil((requests * 40) / 1024);
/** The longest the disk may stay full waiting for every loop to be refused (a slow CI machine). */
const FULL_WITHIN_MS = 60_000;

/**
 * disk-full: a private PostgreSQL cluster whose database keeps its tables and indexes (events, read
 * models, sessions: every relation the app creates) in a tablespace on a small tmpfs, the app on it
 * (EVENT_STORE=postgres), bookings and accepts from several loops; a third of the way in a filler
 * file takes every byte left on the tmpfs. Only the tablespace is on it, not the whole cluster:
 * PostgreSQL PANICs (a crash: the postgres-crash drill) when it cannot write its WAL, whereas a
 * table that cannot grow is an ordinary ERROR (SQLSTATE 53100, the transaction rolled back), which is
 * what a full data disk means for the app; and a tmpfs sized to the load fills at once.
 *
 * A loop refused waits until space is freed (as a client told 503 holds back); once every loop has
 * been refused the filler is removed, with the app still running. Then: every refusal was a 503 that
 * says the disk is full, every 2xx command is in the store and the read models exactly once, nothing
 * half-written, new bookings succeed, the projections catch up and /readyz is 200.
 */
export async function diskFullDrill(options: {
  requests: number;
  log: (line: string) => void;
}): Promise<DrillReport> {
  const checks = new DrillChecks(options.log);
  if (process.getuid?.() !== 0)
    throw new Error("the disk-full drill mounts a tmpfs (mount -t tmpfs): run it as root");
  const cluster = await startPrivateCluster();
  // Not inside the cluster's folder: `cluster.stop()` removes that, and the mount must go first.
  const mountDir = await mkdtemp(join(tmpdir(), "roadside-diskfull-"));
  const filler = join(mountDir, "filler");
  let mounted = false;
  let app: ChildNode | undefined;
  let watch: ReadinessWatch | undefined;
  const pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
  pool.on("error", () => {});
  // Every exit path unmounts: the finally below, and an interrupt (Ctrl-C, a CI timeout's SIGTERM),
  // which would otherwise end the process with the tmpfs still mounted.
  let cleaning: Promise<void> | undefined;
  const cleanUp = () => {
    cleaning ??= (async () => {
      await watch?.stop().catch(() => {});
      if (app) {
        app.kill("SIGKILL");
        await app.exited;
      }
      await pool.end().catch(() => {});
      // The server holds files on the tmpfs open: it stops before the unmount.
      await cluster.stop();
      if (mounted)
        await run("umount", [mountDir]).catch(() =>
          // Still busy (a process we did not start has a file open there): detach it now, freed once closed.
          run("umount", ["-l", mountDir]),
        );
      await rmdir(mountDir).catch(() => {});
    })();
    return cleaning;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    options.log(`${signal}: stopping the app and the cluster, unmounting ${mountDir}`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    await run("mount", [
      "-t",
      "tmpfs",
      "-o",
      `size=${tmpfsMb(options.requests)}m,mode=0755`,
      "tmpfs",
      mountDir,
    ]);
    mounted = true;
    const space = join(mountDir, "tablespace");
    await mkdir(space);
    await chown(space, ...(await postgresIds()));
    await chmod(space, 0o700);
    await pool.query(`CREATE TABLESPACE diskfull LOCATION '${space}'`);
    // Every relation created from here on (the app's migrations) goes to the small filesystem;
    // the catalogs and the WAL stay on the machine's disk.
    await pool.query("ALTER DATABASE postgres SET default_tablespace = diskfull");
    options.log(
      `private cluster at ${new URL(cluster.url).host}; its tables on a ${tmpfsMb(options.requests)} MB tmpfs at ${mountDir}; starting the app on it`,
    );
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
    const { rows: placed } = await pool.query<{ total: number; events: boolean; rm: number }>(
      `SELECT count(*)::int AS total, bool_or(schemaname = 'public' AND tablename = 'events') AS events,
              count(*) FILTER (WHERE schemaname = 'rm')::int AS rm
         FROM pg_tables WHERE tablespace = 'diskfull'`,
    );
    checks.check(
      "the events and the read models live on the small filesystem",
      placed[0]!.events && placed[0]!.rm > 0,
      `${placed[0]!.total} tables there, ${placed[0]!.rm} of them read models, events ${placed[0]!.events ? "too" : "not"}`,
    );
    const readiness = new ReadinessWatch(app.url);
    watch = readiness;
    readiness.start();

    // Resolved when the filler is removed: a loop refused waits for it, as a client told 503 holds
    // back; the drill frees space once every loop is waiting (each was refused at least once).
    let free!: () => void;
    const freed = new Promise<void>((resolve) => {
      free = resolve;
    });
    let parked = 0;
    let fullAt = Number.POSITIVE_INFINITY;
    let freedAt = Number.POSITIVE_INFINITY;
    const concurrency = 6;
    const load = new BookingLoad({
      urls: [app.url],
      prefix: `full-${Date.now().toString(36)}`,
      concurrency,
      accept: true,
      afterRefusal: async () => {
        if (Date.now() >= freedAt) return;
        parked += 1;
        // The count changed: `until` re-checks on an answer only, so wake it through one of ours.
        parkedChanged();
        await Promise.race([freed, died]).catch(() => {});
        parked -= 1;
      },
      timeoutMs: 30_000,
      statusOf: async (id) =>
        (await pool.query<{ status: string }>("SELECT status FROM rm.request_history WHERE id = $1", [id]))
          .rows[0]?.status,
    });
    let parkedChanged = () => {};
    const allParked = new Promise<void>((resolve) => {
      parkedChanged = () => parked >= concurrency && resolve();
    });
    await load.signIn();
    const bookingsOk = () => load.records.filter((r) => r.kind === "book" && answered2xx(r)).length;
    const running = load.run(
      () =>
        !appExited &&
        // Not recovered two minutes after space was freed: stop sending, the checks below fail.
        Date.now() < freedAt + 120_000 &&
        (load.records.filter((r) => r.kind === "book").length < options.requests ||
          // ...and at least one booking answered 2xx after space was freed, whatever the count.
          !load.records.some((r) => r.kind === "book" && answered2xx(r) && r.sentAt > freedAt)),
    );

    await load.until(() => bookingsOk() >= Math.max(3, Math.floor(options.requests / 3)));
    const before = await statfs(mountDir);
    const fillingAt = Date.now();
    const fillerBytes = await fillUp(filler);
    fullAt = Date.now();
    const after = await statfs(mountDir);
    options.log(
      `filled the tmpfs after ${bookingsOk()} bookings: ${((before.blocks - before.bavail) * before.bsize) >> 20} MB in use by the tables, a ${fillerBytes >> 20} MB filler took the ${(before.bavail * before.bsize) >> 10} KB left`,
    );
    checks.check(
      "the filesystem filled during the load",
      after.bavail === 0,
      `${after.bavail * after.bsize} bytes free`,
    );
    const everyoneRefused = await Promise.race([
      allParked.then(() => true),
      died.catch(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), FULL_WITHIN_MS).unref()),
    ]);
    const refusedAt = Date.now();
    await rm(filler);
    freedAt = Date.now();
    free();
    options.log(
      `removed the filler ${freedAt - fullAt} ms after the disk filled (${everyoneRefused ? `all ${concurrency} loops refused` : `only ${parked} of ${concurrency} loops refused`} by then)`,
    );
    // Refusals up to here: once space is freed there must be none for disk space (checked at the end).
    const refused = load.records.filter((r) => !answered2xx(r));
    const clear = refused.filter((r) => r.status === 503 && r.error?.includes(DISK_FULL_MESSAGE));
    // A captain's step on a job booked (2xx) just before or while full may be told 404 "Request … was not found":
    // the booking's events committed into room left in allocated pages, but the read model the
    // access check reads could not be written (the disk is full), so it does not know the job yet.
    // Read-model lag, not a write refused: counted apart (and in the figures).
    const booked = new Set(
      load.records.filter((r) => r.kind === "book" && answered2xx(r)).map((r) => r.description),
    );
    const lagging = refused.filter(
      (r) =>
        r.status === 404 &&
        r.kind !== "book" &&
        booked.has(r.description) &&
        // From the first byte of filler on (the disk fills during the writing), and after the
        // freeing until the projections have caught up (a parked lane retries at once).
        r.answeredAt >= fillingAt,
    );
    const unclear = refused.filter((r) => !clear.includes(r) && !lagging.includes(r));
    checks.check(
      "writes refused while the disk was full answered 503 with the disk-space message",
      everyoneRefused && clear.length > 0 && unclear.length === 0,
      `${clear.length} of ${refused.length} refusals${lagging.length ? `, ${lagging.length} steps told 404 as the read models lagged` : ""}${
        unclear.length
          ? `; otherwise ${countEntries(countBy(unclear, (r) => `${r.status ?? "no answer"} ${r.kind} ${r.error} (sent ${r.sentAt - fullAt} ms after full, ${r.sentAt - freedAt} ms after freed)`))}`
          : ""
      }`,
    );

    const firstBookingAfter = await Promise.race([
      load.until((records) =>
        records.some((r) => r.kind === "book" && answered2xx(r) && r.sentAt >= freedAt),
      ),
      died,
    ]).then(
      () => Date.now(),
      () => undefined,
    );
    checks.check(
      "new bookings succeed once space is freed, the app not restarted",
      firstBookingAfter !== undefined && !appExited,
      firstBookingAfter !== undefined ? `first within ${firstBookingAfter - freedAt} ms` : "never",
    );
    await running;
    const ready = await Promise.race([readiness.next(200, Date.now(), 60_000), died]).then(
      () => true,
      () => false,
    );
    checks.check("/readyz answers 200 after space was freed", ready && !appExited);
    await readiness.stop();

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
    let behind = "";
    if (caughtUp === undefined) {
      const { rows } = await pool.query<{ name: string; at: string; head: string }>(
        `SELECT c.projection AS name, c.position_prepare::text AS at, h.head::text AS head
           FROM rm_meta.projection_checkpoints c, (SELECT max(global_position) AS head FROM events) h
          WHERE c.position_prepare < h.head`,
      );
      const saved = join(tmpdir(), `roadside-disk-full-app-${Date.now()}.log`);
      await writeFile(saved, app.output());
      behind = `; behind: ${rows.map((r) => `${r.name} at ${r.at} of ${r.head}`).join(", ")} (the app's log: ${saved})`;
    }
    checks.check(
      "projections caught up with the store",
      caughtUp !== undefined,
      `${caughtUp ?? "not all"} projections${behind}`,
    );

    await verify(load.records, pool, checks, options.log);

    const refusedAfter = load.records.filter((r) => r.status === 503 && r.sentAt > freedAt);
    const left = await statfs(mountDir);
    checks.check(
      "no write refused for disk space once space was freed",
      refusedAfter.length === 0,
      `${refusedAfter.length} refused; ${(left.bavail * left.bsize) >> 20} MB free at the end`,
    );
    const whileFull = load.records.filter((r) => r.answeredAt >= fullAt && r.sentAt <= freedAt);
    const allRefused = load.records.filter((r) => !answered2xx(r));
    const notReady = readiness.samples.filter((s) => s.at >= fullAt && s.at <= freedAt && s.status !== 200);
    options.log(
      `full: ${freedAt - fullAt} ms (every loop refused ${refusedAt - fullAt} ms after the filler); /readyz not 200 in ${notReady.length} samples then${notReady.length ? ` (${[...new Set(notReady.flatMap((s) => s.reasons))].slice(0, 2).join("; ")})` : ""}`,
    );
    options.log(
      `requests: ${load.records.length} commands sent, ${load.records.length - allRefused.length} answered 2xx, ${allRefused.length} refused (${countEntries(
        countBy(allRefused, (r) => `${r.status ?? "no answer"} ${r.kind}`),
      )}); ${whileFull.length} answered while full, ${whileFull.filter(answered2xx).length} of them 2xx (room left in pages already allocated; ${whileFull.filter((r) => answered2xx(r) && r.answeredAt - r.sentAt >= 4_000).length} of those answered only after the read-your-writes wait, the read models' writes stalled)`,
    );
    if (allRefused[0])
      options.log(`  e.g. ${allRefused[0].kind}: ${allRefused[0].status} ${allRefused[0].error}`);
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await cleanUp();
  }
  return checks.report();
}

/** The `postgres` user's uid and gid (the server runs as it, and must own its tablespace folder). */
async function postgresIds(): Promise<[number, number]> {
  const { stdout } = await run("id", ["-u", "postgres"]);
  const { stdout: gid } = await run("id", ["-g", "postgres"]);
  return [Number(stdout.trim()), Number(gid.trim())];
}

/** Writes zeros to `path` until the filesystem says ENOSPC (1 MB, then 4 KB writes); returns the bytes written. */
async function fillUp(path: string): Promise<number> {
  const file = await open(path, "w");
  let written = 0;
  try {
    for (const size of [1 << 20, 4096]) {
      const zeros = Buffer.alloc(size);
      for (;;) {
        try {
          written += (await file.write(zeros)).bytesWritten;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOSPC") break;
          throw error;
        }
      }
    }
  } finally {
    await file.close();
  }
  return written;
}
