import { getPostgreSQLEventStore } from "@event-driven-io/emmett-postgresql";
import type { NewEvent } from "../../domain/ports/eventStore";

/**
 * The peer for the append bench: Emmett's PostgreSQL event store (the same database, the same
 * events, the same workload), so our store's rate is read as a ratio to a well-known design
 * measured in the same run rather than as an absolute that moves 2x between machines.
 */
export interface PeerStore {
  /** Appends `events` with the exact expected version; returns the stream's next version. */
  append(stream: string, events: readonly NewEvent[], expected: bigint | "no_stream"): Promise<bigint>;
  close(): Promise<void>;
}

/** Opens Emmett's store on `connectionString` (its own pool; it creates its schema there). */
export async function openEmmettPeer(connectionString: string): Promise<PeerStore> {
  const store = getPostgreSQLEventStore(connectionString, { schema: { autoMigration: "CreateOrUpdate" } });
  await store.schema.migrate();
  return {
    async append(stream, events, expected) {
      const result = await store.appendToStream(
        stream,
        events.map(({ type, data, metadata }) => ({
          type,
          data: data as never,
          metadata: metadata as never,
        })),
        // Emmett counts versions from 1 (0 = no stream), so its "exact" is our revision + 1.
        { expectedStreamVersion: expected === "no_stream" ? 0n : expected + 1n },
      );
      return result.nextExpectedStreamVersion - 1n;
    },
    close: () => store.close(),
  };
}
