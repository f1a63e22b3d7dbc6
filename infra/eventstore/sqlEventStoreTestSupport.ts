import { v7 as uuidv7 } from "uuid";
import type { EventMetadata, ExpectedRevision, NewEvent } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import type { ContractStore } from "./contract";
import { appendEvents } from "./sqlAppend";
import { EVENTS_APPENDED_CHANNEL } from "./sqlEventStoreSchema";

/** Test support for the SQL store's suites: what the contract cannot express through the port. */

/**
 * The contract's `appendHeldOpen`: the store's own append, run inside a transaction that stays
 * open `holdMs` before committing, then a NOTIFY as a store instance would send.
 */
export function appendHeldOpenOn(sql: Sql): NonNullable<ContractStore["appendHeldOpen"]> {
  return async (stream, events, expected, holdMs) => {
    const result = await sql.transaction(async (tx) => {
      const appended = await appendEvents(tx, stream, events, expected);
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      return appended;
    });
    await sql.query("SELECT pg_notify($1, '')", [EVENTS_APPENDED_CHANNEL]);
    return result;
  };
}

class RolledBackByTest extends Error {}

/** Appends inside a transaction and leaves it open until `commit()` or `rollback()`. */
export async function openAppendTransaction(
  sql: Sql,
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
) {
  let finish!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  let appended!: (backendPid: number) => void;
  const isAppended = new Promise<number>((resolve) => {
    appended = resolve;
  });
  const done = sql
    .transaction(async (tx) => {
      const { rows } = await tx.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      const result = await appendEvents(tx, stream, events, expected);
      appended(rows[0]!.pid);
      if (!(await decided)) throw new RolledBackByTest();
      return result;
    })
    .catch((error: unknown) => {
      if (error instanceof RolledBackByTest) return undefined;
      throw error;
    });
  const backendPid = await Promise.race([isAppended, done.then(() => undefined)]);
  return {
    /** The PostgreSQL backend holding the transaction, whose locks a racing append waits on. */
    backendPid: backendPid ?? null,
    commit: () => {
      finish(true);
      return done;
    },
    rollback: () => {
      finish(false);
      return done;
    },
  };
}

export function testEvent(type = "ProviderWentOnline"): NewEvent {
  const metadata: EventMetadata = {
    eventId: uuidv7(),
    correlationId: uuidv7(),
    causationId: null,
    actor: { userId: uuidv7(), role: "provider" },
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  };
  return { type, data: { providerId: uuidv7(), location: { lat: 24.4539, lng: 54.3773 } }, metadata };
}

export const providerStream = () => `provider-${uuidv7()}`;

/**
 * Resolves once PostgreSQL shows another backend waiting on a lock that `holderPid` holds (the loser of
 * a race blocked on the winner's uncommitted row), with that backend's pid and wait event. A race test
 * awaits this before the winner commits, so the race it asserts on has happened rather than being
 * assumed after a sleep. Polls the server's own view of lock waits; the test's timeout bounds it.
 */
export async function waitUntilBlockedBy(
  sql: Sql,
  holderPid: number | null,
): Promise<{ pid: number; waitEventType: string; waitEvent: string }> {
  if (holderPid === null) throw new Error("the holding transaction ended before it could block anyone");
  for (;;) {
    const { rows } = await sql.query<{ pid: number; wait_event_type: string; wait_event: string }>(
      `SELECT pid, wait_event_type, wait_event FROM pg_stat_activity
        WHERE $1::int = ANY (pg_blocking_pids(pid)) AND wait_event_type = 'Lock'`,
      [holderPid],
    );
    const waiter = rows[0];
    if (waiter)
      return { pid: waiter.pid, waitEventType: waiter.wait_event_type, waitEvent: waiter.wait_event };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
