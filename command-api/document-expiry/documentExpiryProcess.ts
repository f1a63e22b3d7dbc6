import type { Clock } from "../../domain/ports/clock";
import type { Sql } from "../../domain/ports/sql";
import { EXPIRY_WARNING_DAYS, uaeDate } from "../../domain/provider/onboarding";
import { addDays, uaeInstant } from "../../domain/rules/uaeTime";
import { SYSTEM } from "../../domain/shared/actor";
import {
  type DueCursor,
  type DueDocument,
  dueDocuments,
} from "../../projections/document-expiry/documentExpiryProjection";
import type { CommandDeps } from "../commandDeps";
import { expireCaptainDocument, warnCaptainDocumentExpiry } from "../commands/onboardingCommands";
import type { DispatchTimers } from "../dispatch/dispatchTimers";
import { WakeLoop } from "../reactors/wakeLoop";

export interface DocumentExpiryDeps {
  sql: Sql;
  commands: CommandDeps;
  /** Today's UAE date comes from here (the commands carry their own time from `commands.clock`). */
  clock: Clock;
  timers: DispatchTimers;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  /** How often to sweep besides the wake-up at each UAE midnight (default hourly). */
  sweepEveryMs?: number;
  /** After a sweep with failures, try again this much later (default one minute). */
  retryMs?: number;
  /** Told after each sweep (tests wait on it; logs could count it). */
  onSwept?: (sweep: SweepOutcome) => void;
}

export interface SweepOutcome {
  /** The UAE date the sweep judged by. */
  today: string;
  /** Commands that appended events (a warning, a lapse). */
  acted: number;
  failures: number;
}

const HOUR_MS = 3_600_000;
const PAGE = 200;
/** Past midnight by this much, so the clock surely reads the new day. */
const MIDNIGHT_MARGIN_MS = 1_000;

/**
 * Captains' papers lapse by the calendar: 30 days before a paper's expiry day the captain is warned
 * (an event: the dashboard and a mail follow from it), and on the day the paper is recorded as
 * expired, which takes an online captain offline (the decider adds ProviderWentOffline) and keeps
 * them from working until a new paper is approved. A sweep runs on resume, every hour, and just
 * after each UAE midnight, over the papers the expiry projection tracks, and asks the decider about
 * each due one as SYSTEM; the decider says no to anything already done, so a repeated sweep (after
 * a restart, or before the projection caught up with the last one) changes nothing.
 */
export class DocumentExpiryProcess extends WakeLoop {
  constructor(private readonly deps: DocumentExpiryDeps) {
    super({
      name: "document expiry",
      log: deps.log,
      failureRetryMs: deps.retryMs ?? 60_000,
      timers: deps.timers,
    });
  }

  /** Sweeps (papers were approved, or the time came), then waits for the next sweep. */
  protected async pass(): Promise<number> {
    this.lastSweep = await this.sweep();
    return this.nextSweepInMs(this.lastSweep.failures > 0);
  }

  private lastSweep: SweepOutcome | null = null;

  protected override passed(): void {
    if (this.lastSweep) this.deps.onSwept?.(this.lastSweep);
  }

  protected override afterFailureMs(): number {
    return this.nextSweepInMs(true);
  }

  /** The next sweep: hourly, at the next UAE midnight if sooner, or soon after a failure. */
  private nextSweepInMs(failed: boolean): number {
    const now = this.deps.clock.now();
    const midnight = uaeInstant(addDays(uaeDate(now.toISOString()), 1), 0).getTime() + MIDNIGHT_MARGIN_MS;
    const every = failed ? (this.deps.retryMs ?? 60_000) : (this.deps.sweepEveryMs ?? HOUR_MS);
    return Math.min(every, midnight - now.getTime());
  }

  /** Acts on every due paper; failed commands are tried again soon. */
  private async sweep(): Promise<SweepOutcome> {
    const today = uaeDate(this.deps.clock.now().toISOString());
    const warnUntil = addDays(today, EXPIRY_WARNING_DAYS);
    const outcome: SweepOutcome = { today, acted: 0, failures: 0 };
    let after: DueCursor | null = null;
    while (!this.stopped) {
      const page = await dueDocuments(this.deps.sql, { today, warnUntil, limit: PAGE, after });
      for (const due of page) {
        if (this.stopped) break;
        const result = await this.act(due);
        if (result === "failed") outcome.failures++;
        else if (result === "acted") outcome.acted++;
      }
      if (page.length < PAGE) break;
      after = page.at(-1)!;
    }
    return outcome;
  }

  private async act(due: DueDocument): Promise<"acted" | "unchanged" | "failed"> {
    const context = {
      actor: SYSTEM,
      correlationId: `document-expiry-${due.documentId}`,
      causationId: null,
    };
    const input = { providerId: due.providerId, documentId: due.documentId };
    try {
      const result =
        due.action === "expire"
          ? await expireCaptainDocument(this.deps.commands)(input, context)
          : await warnCaptainDocumentExpiry(this.deps.commands)(input, context);
      if (result.events.length === 0) return "unchanged";
      this.deps.log.info(
        { ...due, events: result.events.map((e) => e.type) },
        `document expiry: ${due.action}`,
      );
      return "acted";
    } catch (error) {
      this.deps.log.warn({ err: error, ...due }, `document expiry: ${due.action} failed`);
      return "failed";
    }
  }
}
