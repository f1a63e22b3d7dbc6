import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { openPgliteEventStore } from "./openPgliteEventStore";
import { providerStream, testEvent } from "./sqlEventStoreTestSupport";

it("keeps events in a data directory across close and reopen", async () => {
  const dataDir = await mkdtemp(join(tmpdir(), "roadside-pglite-"));
  try {
    const stream = providerStream();
    const event = testEvent();
    const first = await openPgliteEventStore({ dataDir });
    const appended = await first.store.appendToStream(stream, [event], { expected: "no_stream" });
    await first.store.close();
    expect(first.db.closed).toBe(true); // it opened the instance, so it closed it

    const second = await openPgliteEventStore({ dataDir });
    try {
      const [stored] = await second.store.readStream(stream);
      expect(stored?.metadata).toEqual(event.metadata);
      expect(stored?.position).toEqual(appended.position);
      await expect(
        second.store.appendToStream(stream, [testEvent()], { expected: 0n }),
      ).resolves.toMatchObject({
        nextRevision: 1n,
      });
    } finally {
      await second.store.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);
