import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import { exportEvents, importEvents } from "../../infra/backup/eventArchive";
import { openPostgresEventStore } from "../../infra/eventstore/openPostgresEventStore";
import { startPrivateCluster } from "../../infra/testing/privateCluster";
import { auditLogProjection } from "../../projections/audit/auditLogProjection";
import type { Projection } from "../../projections/projection";
import { registeredProjections } from "../../projections/registeredProjections";
import { readModelChecksums } from "../../projections/runner/readModelChecksum";
import { appendHistory, startRunner } from "../../projections/runner/testing/runnerTestKit";
import { openPostgresTestEnvironment } from "../../projections/runner/testing/testEnvironments";
import type { DrillReport } from "./drillReport";
import { DrillChecks } from "./drillReport";

/**
 * Tables that record store positions on purpose (a response cache's version label, the last counted
 * event): a new store numbers its events anew, so these are compared by their rows, not their content.
 */
const POSITION_TABLES = new Set([
  "request_history.request_history_versions",
  "event_store_facts.event_store_facts_position",
]);

/**
 * backup-restore: a store with history and its read models; the events exported to an archive;
 * imported into a fresh PostgreSQL cluster (its own transaction ids, as a restore onto a new server
 * has); every read model rebuilt there from the events; the two compared table by table. The audit
 * log keeps each event's store position, which a new store gives anew, so it is compared by rows.
 */
export async function backupRestoreDrill(options: {
  requests: number;
  log: (line: string) => void;
}): Promise<DrillReport> {
  const checks = new DrillChecks(options.log);
  const projections: readonly Projection[] = registeredProjections;
  const byContent = projections.filter((p) => p !== auditLogProjection);
  const work = await mkdtemp(join(tmpdir(), "roadside-drill-"));
  const archive = join(work, "events.jsonl");
  const source = await openPostgresTestEnvironment("drill_backup");
  const cluster = await startPrivateCluster();
  try {
    options.log(`writing ${options.requests} requests' lives (customers, captains, offers, jobs, chat)`);
    const written = await appendHistory(source.store, options.requests);
    const sourceRunner = startRunner(source, projections);
    await sourceRunner.started;
    await sourceRunner.waitForPosition(await source.store.headPosition(), {
      signal: AbortSignal.timeout(300_000),
    });
    await sourceRunner.stop();
    const before = await readModelChecksums(source.sql, byContent);
    const auditBefore = await rowCount(source.sql, "rm.audit_log");

    const out = createWriteStream(archive);
    const exported = await exportEvents(source.store, out);
    out.end();
    await finished(out);
    options.log(`exported ${exported.events} events (sha256 ${exported.sha256.slice(0, 12)}…)`);
    checks.check(
      "the archive holds every event written",
      exported.events === written,
      `${exported.events} of ${written}`,
    );

    const restored = await openPostgresEventStore({ connectionString: cluster.url, poolSize: 4 });
    try {
      const imported = await importEvents(restored.store, () => createReadStream(archive));
      checks.check(
        "the fresh cluster took every event",
        imported.events === exported.events,
        `${imported.events}`,
      );
      const restoredRunner = startRunner(restored, projections);
      await restoredRunner.started;
      await restoredRunner.waitForPosition(await restored.store.headPosition(), {
        signal: AbortSignal.timeout(300_000),
      });
      await restoredRunner.stop();
      const after = await readModelChecksums(restored.sql, byContent);
      for (const [table, sum] of Object.entries(before)) {
        const other = after[table];
        if (POSITION_TABLES.has(table)) {
          checks.check(
            `${table} rebuilt (positions are the new store's)`,
            other?.rows === sum.rows,
            `${sum.rows} rows`,
          );
          continue;
        }
        checks.check(
          `${table} rebuilt equal`,
          other !== undefined && other.md5 === sum.md5 && other.rows === sum.rows,
          `${sum.rows} rows${other && other.md5 !== sum.md5 ? `, checksum ${sum.md5} vs ${other.md5}` : ""}`,
        );
      }
      const auditAfter = await rowCount(restored.sql, "rm.audit_log");
      checks.check(
        "the audit log lists every event again",
        auditAfter === auditBefore,
        `${auditAfter} of ${auditBefore}`,
      );
    } finally {
      await restored.store.close();
    }
  } finally {
    await source.close();
    await cluster.stop();
    await rm(work, { recursive: true, force: true });
  }
  return checks.report();
}

async function rowCount(
  sql: { query<R>(text: string): Promise<{ rows: R[] }> },
  table: string,
): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}
