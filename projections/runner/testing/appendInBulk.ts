import type { EventStore, NewEvent } from "../../../domain/ports/eventStore";
import type { Command } from "./eventMix";

/**
 * Loads a history fast: commands are taken in windows, each stream's commands of a window
 * become one append (order within a stream kept), and several appends run at once.
 * Returns how many events were appended.
 */
export async function appendInBulk(
  store: EventStore,
  commands: Iterable<Command>,
  options: { window?: number; concurrency?: number } = {},
): Promise<number> {
  const window = options.window ?? 4000;
  const concurrency = options.concurrency ?? 6;
  let appended = 0;
  let pending = new Map<string, NewEvent[]>();
  let size = 0;

  const flush = async () => {
    const groups = [...pending.entries()];
    pending = new Map();
    size = 0;
    for (let i = 0; i < groups.length; i += concurrency) {
      await Promise.all(
        groups
          .slice(i, i + concurrency)
          .map(([stream, events]) => store.appendToStream(stream, events, { expected: "any" })),
      );
    }
  };

  for (const command of commands) {
    const events = pending.get(command.stream) ?? [];
    events.push(...command.events);
    pending.set(command.stream, events);
    appended += command.events.length;
    size++;
    if (size >= window) await flush();
  }
  await flush();
  return appended;
}
