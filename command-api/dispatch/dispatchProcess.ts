import type { DispatchCandidate } from "../../domain/dispatch/dispatchCandidates";
import {
  type DispatchAction,
  type DispatchPolicy,
  nextDispatchStep,
} from "../../domain/dispatch/dispatchPolicy";
import { dispatchRequestOf } from "../../domain/dispatch/dispatchRequest";
import { asCurrentEvent } from "../../domain/events";
import type { NewStreamEvent } from "../../domain/ports/eventStore";
import type { RequestEvent } from "../../domain/request/events";
import { openOffers } from "../../domain/request/state";
import { SYSTEM } from "../../domain/shared/actor";
import { DomainError } from "../../domain/shared/domainError";
import { requestStream } from "../../domain/streams";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import { markUnassigned, offerJobs, withdrawOffer } from "../commands/requestCommands";
import type { DispatchTimers } from "./dispatchTimers";

export interface DispatchProcessDeps {
  commands: CommandDeps;
  policy: DispatchPolicy;
  timers: DispatchTimers;
  /** Online providers within `radiusKm` of a point, with `busy` answered by the callback. */
  nearby(
    point: { latitude: number; longitude: number },
    radiusKm: number,
    isBusy: (providerId: string) => boolean,
  ): DispatchCandidate[];
  log: { warn(details: object, message: string): void; debug(details: object, message: string): void };
  /** Told after each step that issued commands, with how long deciding took (the bench reads it). */
  onStep?: (info: { requestId: string; actions: readonly DispatchAction[]; decidedInMs: number }) => void;
}

/** A step that lost a race (someone accepted meanwhile) looks again at most this often in a row. */
const MAX_RETRIES = 3;

/**
 * Dispatch as a process manager: it reacts to what happens to open requests (their events, as its
 * projection reports them) and to its own timers, asks the pure policy what to do, and does it with
 * the same command handlers as everyone else, as `system` — so its decisions are events in the
 * request's stream and the audit log. It keeps no state a restart would lose: each step re-reads the
 * request's stream, and timers are recomputed from the offers' `expiresAt`.
 */
export class DispatchProcess {
  /** provider → the request they are on. */
  private readonly busy = new Map<string, string>();
  /** provider → requests holding an open offer to them: one offer at a time per provider. */
  private readonly offerHolders = new Map<string, Set<string>>();
  /** request → providers with an open offer for it (the reverse of `offerHolders`). */
  private readonly offeredBy = new Map<string, Set<string>>();
  private readonly wakeups = new Map<string, () => void>();
  private readonly running = new Map<string, Promise<void>>();
  /**
   * request → look again after the running step: unless a step has since decided on this stream
   * revision (a number), or in any case (undefined).
   */
  private readonly again = new Map<string, number | undefined>();
  /** request → the stream revision its last finished step decided on. */
  private readonly lookedAt = new Map<string, number>();
  private stopped = false;

  constructor(private readonly deps: DispatchProcessDeps) {}

  /** Starts (or takes over) with the open requests and the busy providers as the queue's tables hold them. */
  resume(openRequestIds: readonly string[], busy: ReadonlyMap<string, string>): void {
    this.stopped = false;
    this.busy.clear();
    this.lookedAt.clear();
    for (const [providerId, requestId] of busy) this.busy.set(providerId, requestId);
    for (const requestId of openRequestIds) this.look(requestId);
  }

  /** Lost the lease or shutting down: no more commands or timers from this instance. */
  pause(): void {
    this.stopped = true;
    this.lookedAt.clear();
    for (const cancel of this.wakeups.values()) cancel();
    this.wakeups.clear();
  }

  /** The queue projection committed a change of this request, up to the stream revision `revision`. */
  requestChanged(change: {
    requestId: string;
    open: boolean;
    provider: { providerId: string; busy: boolean } | null;
    revision: number;
  }): void {
    if (change.provider) {
      const { providerId } = change.provider;
      if (change.provider.busy) {
        this.busy.set(providerId, change.requestId);
        // Their other offers go: the requests move on to the next provider instead of waiting out the offer.
        for (const other of this.offerHolders.get(providerId) ?? [])
          if (other !== change.requestId) this.look(other);
      } else if (this.busy.get(providerId) === change.requestId) this.busy.delete(providerId);
    }
    // Usually the append hint has brought this very state already: reading the stream again would
    // only decide the same again. A step that failed or never ran has not recorded it, so it runs.
    if (change.open) this.look(change.requestId, change.revision);
    else this.settle(change.requestId);
  }

  /**
   * Something was just appended to this request's stream (the store's append hint): look at once,
   * without waiting for the queue projection, which brings the same change again a little later.
   * `newStream`, when this instance's append created the stream, is the whole stream as of that
   * append: deciding on it is deciding on a read made at that moment, so the first look skips the read.
   */
  hint(requestId: string, newStream?: readonly NewStreamEvent[]): void {
    this.look(requestId, undefined, newStream);
  }

  /** The request a provider is on, if any (route recording samples only these). */
  jobOf(providerId: string): string | undefined {
    return this.busy.get(providerId);
  }

  /** Resolves when no step is running (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }

  /** Looks at the request, unless `unlessDecidedOn` is given and a finished step already decided on that revision. */
  private look(requestId: string, unlessDecidedOn?: number, known?: readonly NewStreamEvent[]): void {
    if (this.stopped) return;
    if (unlessDecidedOn !== undefined && this.decidedOn(requestId, unlessDecidedOn)) return;
    if (this.running.has(requestId)) {
      this.lookAgain(requestId, unlessDecidedOn);
      return;
    }
    const run = (async () => {
      let retries = 0;
      let stream = known;
      do {
        this.again.delete(requestId);
        // Only the first look may use the events it was handed; any later one reads what is there now.
        const given = stream;
        stream = undefined;
        const lostRace = await this.step(requestId, given).catch((error: unknown) => {
          this.deps.log.warn({ err: error, requestId }, "dispatch step failed");
          return false;
        });
        if (lostRace && retries++ < MAX_RETRIES) this.lookAgain(requestId, undefined);
      } while (this.mustLookAgain(requestId) && !this.stopped);
    })().finally(() => this.running.delete(requestId));
    this.running.set(requestId, run);
  }

  private decidedOn(requestId: string, revision: number): boolean {
    return (this.lookedAt.get(requestId) ?? -1) >= revision;
  }

  private lookAgain(requestId: string, unlessDecidedOn: number | undefined): void {
    const pending = this.again.get(requestId);
    const unconditional =
      unlessDecidedOn === undefined || (this.again.has(requestId) && pending === undefined);
    this.again.set(requestId, unconditional ? undefined : Math.max(pending ?? -1, unlessDecidedOn));
  }

  private mustLookAgain(requestId: string): boolean {
    if (!this.again.has(requestId)) return false;
    const unlessDecidedOn = this.again.get(requestId);
    if (unlessDecidedOn !== undefined && this.decidedOn(requestId, unlessDecidedOn)) {
      this.again.delete(requestId);
      return false;
    }
    return true;
  }

  private settle(requestId: string): void {
    this.lookedAt.delete(requestId);
    this.wakeups.get(requestId)?.();
    this.wakeups.delete(requestId);
    this.forgetOffers(requestId);
  }

  /** One look at one request. True when a command lost a race and the request should be looked at again. */
  private async step(requestId: string, known?: readonly NewStreamEvent[]): Promise<boolean> {
    const recorded = known ?? (await this.deps.commands.store.readStream(requestStream(requestId)));
    const request = dispatchRequestOf(recorded.map(asRequestEvent));
    if (request?.state.status !== "pending") {
      this.settle(requestId);
      return false;
    }
    this.noteOffers(requestId, request.state.offers.length > 0 ? openOffers(request.state) : []);
    const started = performance.now();
    const now = this.deps.commands.clock.now();
    const isTaken = (providerId: string) => this.isTaken(providerId, requestId);
    const candidates = (radiusKm: number) => this.deps.nearby(request.pickup, radiusKm, isTaken);
    const onAnotherJob = { has: (providerId: string) => this.isOnAnotherJob(providerId, requestId) };
    const step = nextDispatchStep(request, candidates, now.toISOString(), this.deps.policy, onAnotherJob);
    const decidedInMs = performance.now() - started;
    let lostRace = false;
    const context = contextFor(recorded);
    for (const action of batchOffers(step.actions)) {
      if (this.stopped) return false;
      try {
        await this.perform(requestId, action, context);
      } catch (error) {
        // Someone accepted, declined or cancelled meanwhile: the new event brings us back anyway.
        if (!(error instanceof DomainError) || error.code !== "conflict") throw error;
        this.deps.log.debug({ requestId, action, reason: error.message }, "dispatch action overtaken");
        lostRace = true;
        break;
      }
    }
    if (step.actions.length > 0) this.deps.onStep?.({ requestId, actions: step.actions, decidedInMs });
    this.wake(requestId, step.wakeAt, now);
    if (!lostRace && !this.stopped) this.lookedAt.set(requestId, Number(recorded.at(-1)!.revision));
    return lostRace;
  }

  private async perform(requestId: string, action: Performed, context: CommandContext): Promise<void> {
    const { commands, policy } = this.deps;
    switch (action.type) {
      case "offers":
        await offerJobs(commands)(
          { requestId, providerIds: action.providerIds, offerTtlSeconds: policy.offerTimeoutSeconds },
          context,
        );
        if (!this.offeredBy.has(requestId)) this.offeredBy.set(requestId, new Set());
        for (const providerId of action.providerIds) {
          this.holders(providerId).add(requestId);
          this.offeredBy.get(requestId)!.add(providerId);
        }
        return;
      case "withdraw-expired":
      case "withdraw-busy":
        await withdrawOffer(commands)(
          {
            requestId,
            providerId: action.providerId,
            reason: action.type === "withdraw-expired" ? "expired" : "on-another-job",
          },
          context,
        );
        this.offerHolders.get(action.providerId)?.delete(requestId);
        return;
      case "unassign":
        await markUnassigned(commands)({ requestId }, context);
        this.forgetOffers(requestId);
        return;
    }
  }

  private wake(requestId: string, wakeAt: string | null, now: Date): void {
    this.wakeups.get(requestId)?.();
    this.wakeups.delete(requestId);
    if (wakeAt === null || this.stopped) return;
    const delay = Math.max(0, Date.parse(wakeAt) - now.getTime());
    this.wakeups.set(
      requestId,
      this.deps.timers.set(delay, () => {
        this.wakeups.delete(requestId);
        this.look(requestId);
      }),
    );
  }

  private isOnAnotherJob(providerId: string, requestId: string): boolean {
    const job = this.busy.get(providerId);
    return job !== undefined && job !== requestId;
  }

  /** On a job, or holding an open offer for another request. */
  private isTaken(providerId: string, requestId: string): boolean {
    if (this.busy.has(providerId)) return true;
    const holding = this.offerHolders.get(providerId);
    if (!holding) return false;
    for (const other of holding) if (other !== requestId) return true;
    return false;
  }

  private noteOffers(requestId: string, open: readonly { providerId: string }[]): void {
    this.forgetOffers(requestId);
    for (const offer of open) this.holders(offer.providerId).add(requestId);
    this.offeredBy.set(requestId, new Set(open.map((offer) => offer.providerId)));
  }

  private forgetOffers(requestId: string): void {
    for (const providerId of this.offeredBy.get(requestId) ?? []) {
      const requests = this.offerHolders.get(providerId);
      if (requests?.delete(requestId) && requests.size === 0) this.offerHolders.delete(providerId);
    }
    this.offeredBy.delete(requestId);
  }

  private holders(providerId: string): Set<string> {
    let requests = this.offerHolders.get(providerId);
    if (!requests) {
      requests = new Set();
      this.offerHolders.set(providerId, requests);
    }
    return requests;
  }
}

/** What a step does: the policy's actions, with its offers made in one append. */
type Performed = Exclude<DispatchAction, { type: "offer" }> | { type: "offers"; providerIds: string[] };

function batchOffers(actions: readonly DispatchAction[]): Performed[] {
  const performed: Performed[] = [];
  for (const action of actions) {
    const last = performed.at(-1);
    if (action.type !== "offer") performed.push(action);
    else if (last?.type === "offers") last.providerIds.push(action.providerId);
    else performed.push({ type: "offers", providerIds: [action.providerId] });
  }
  return performed;
}

const asRequestEvent = (event: NewStreamEvent) => asCurrentEvent<RequestEvent>(event);

/** Dispatch's commands join the booking's correlation and name the event they react to. */
function contextFor(recorded: readonly NewStreamEvent[]): CommandContext {
  const first = recorded[0];
  const last = recorded.at(-1);
  return {
    actor: SYSTEM,
    correlationId: first?.metadata.correlationId ?? "dispatch",
    causationId: last?.metadata.eventId ?? null,
  };
}
