import { asCurrentEvent, currentSchemaVersion } from "../domain/events";
import type { ExpectedRevision, NewEvent, Position } from "../domain/ports/eventStore";
import { WrongExpectedRevision } from "../domain/ports/eventStore";
import type { Decider } from "../domain/shared/decider";
import { DomainError } from "../domain/shared/domainError";
import type { CommandContext } from "./commandContext";
import type { CommandDeps } from "./commandDeps";

interface DomainEventShape {
  type: string;
  data: unknown;
}

export interface HandleOptions {
  /**
   * Re-read and decide again after a lost race. Safe when deciding on the newer state is what the
   * caller meant (most commands); not when the caller acted on a state it saw (a profile form).
   */
  retryOnConflict: boolean;
  /**
   * The stream is named by an id minted for this very command (a new request's UUIDv7): decide on
   * the empty state and append with `no_stream` without reading it first, which saves a round trip
   * on every booking. Should the stream exist after all, the refused append is followed by the
   * usual read, decide and append, so the outcome is the one a read would have given.
   */
  newStream?: boolean;
}

export interface CommandResult<E> {
  /** The events appended; empty when the command changed nothing (an idempotent no-op). */
  events: E[];
  /** Position of the last appended event, or null when nothing was appended. */
  position: Position | null;
}

const MAX_ATTEMPTS = 5;

/** A command that needs the stream's state to be built (see `handleCommand`). */
export class CommandFor<C, S> {
  constructor(readonly build: (state: S) => Promise<C>) {}
}

/**
 * Load → fold → decide → append with the expected revision. The one way state changes.
 * `command` may be built from the folded state when it must carry facts read elsewhere for that
 * state (it is built again after a lost race, so the facts are as fresh as the state).
 */
export async function handleCommand<C, E extends DomainEventShape, S>(
  deps: Pick<CommandDeps, "store" | "ids">,
  stream: string,
  decider: Decider<C, E, S>,
  command: C | CommandFor<C, S>,
  context: CommandContext,
  occurredAt: string,
  options: HandleOptions = { retryOnConflict: true },
): Promise<CommandResult<E>> {
  for (let attempt = 1; ; attempt++) {
    const assumedNew = options.newStream === true && attempt === 1;
    const recorded = assumedNew ? [] : await deps.store.readStream(stream);
    const state = recorded.reduce((s, e) => decider.evolve(s, asCurrentEvent<E>(e)), decider.initialState());
    const events = decider.decide(
      command instanceof CommandFor ? await command.build(state) : command,
      state,
    );
    if (events.length === 0) return { events, position: null };

    const last = recorded.at(-1);
    const expected: ExpectedRevision = last ? last.revision : "no_stream";
    try {
      const result = await deps.store.appendToStream(
        stream,
        events.map((e) => toNewEvent(e, deps, context, occurredAt)),
        {
          expected,
        },
      );
      return { events, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision)) throw error;
      if (assumedNew) continue;
      if (!options.retryOnConflict || attempt >= MAX_ATTEMPTS) {
        throw new DomainError("conflict", "command.concurrentChange", { stream });
      }
    }
  }
}

function toNewEvent(
  event: DomainEventShape,
  deps: Pick<CommandDeps, "ids">,
  context: CommandContext,
  occurredAt: string,
): NewEvent {
  return {
    type: event.type,
    data: event.data,
    metadata: {
      eventId: deps.ids.next(),
      correlationId: context.correlationId,
      causationId: context.causationId,
      actor: context.actor,
      occurredAt,
      schemaVersion: currentSchemaVersion(event.type),
    },
  };
}
