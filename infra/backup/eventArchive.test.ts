import { Readable, Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EventStore } from "../../domain/ports/eventStore";
import { appendHistory } from "../../projections/runner/testing/runnerTestKit";
import { openPgliteEventStore } from "../eventstore/openPgliteEventStore";
import { ArchiveError, exportEvents, importEvents } from "./eventArchive";

let source: EventStore;
let target: EventStore;
beforeEach(async () => {
  [source, target] = (
    await Promise.all([openPgliteEventStore({ memory: true }), openPgliteEventStore({ memory: true })])
  ).map((opened) => opened.store) as [EventStore, EventStore];
});
afterEach(async () => {
  await Promise.all([source.close(), target.close()]);
});

async function archiveOf(store: EventStore): Promise<string> {
  let text = "";
  const out = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  await exportEvents(store, out);
  return text;
}

const from = (text: string) => () => Readable.from([text]);

describe("the event archive", () => {
  it("moves every stream with its revisions, event ids, data and metadata", async () => {
    await appendHistory(source, 12);
    const text = await archiveOf(source);
    const summary = await importEvents(target, from(text));
    const [a, b] = await Promise.all([source.readAll(), target.readAll()]);
    expect(summary.events).toBe(a.length);
    const strip = (events: typeof a) =>
      events.map(({ streamId, revision, type, data, metadata }) => ({
        streamId,
        revision,
        type,
        data,
        metadata,
      }));
    expect(strip(b)).toEqual(strip(a));
  });

  it("imports only into an empty store", async () => {
    await appendHistory(source, 2);
    const text = await archiveOf(source);
    await importEvents(target, from(text));
    await expect(importEvents(target, from(text))).rejects.toThrow(/not empty/);
  });

  it("refuses a cut or edited archive and writes nothing", async () => {
    await appendHistory(source, 3);
    const text = await archiveOf(source);
    const lines = text.trimEnd().split("\n");
    const cut = `${lines.slice(0, -3).join("\n")}\n`;
    await expect(importEvents(target, from(cut))).rejects.toThrow(/no trailer: it was cut short/);
    const edited = text.replace('"towing"', '"jump-start"');
    expect(edited).not.toBe(text);
    await expect(importEvents(target, from(edited))).rejects.toThrow(ArchiveError);
    await expect(importEvents(target, from("not json\n"))).rejects.toThrow(
      /not a JSON line \(archive line 1\)/,
    );
    expect(await target.readAll()).toEqual([]);
  });
});
