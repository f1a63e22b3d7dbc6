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
  let appended!: () => void;
  const isAppended = new Promise<void>((resolve) => {
    appended = resolve;
  });
  const done = sql
    .transaction(async (tx) => {
      const result = await appendEvents(tx, stream, events, expected);
      appended();
      if (!(await decided)) throw new RolledBackByTest();
      return result;
    })
    .catch((error: unknown) => {
      if (error instanceof RolledBackByTest) return undefined;
      throw error;
    });
  await Promise.race([isAppended, done]);
  return {
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
