import { type LatencySummary, summarise } from "../../graphql/percentiles";

export type SoakCommandKind = "book" | "accept" | "start" | "complete" | "cancel" | "chat";

/** One command the traffic sent over REST, and what the client learned of it. */
export interface SoakCommand {
  /** Sent as x-request-id: the app carries it into the events' metadata as correlationId. */
  correlationId: string;
  kind: SoakCommandKind;
  /** The booking's description (unique per job): how the job is found in the read models. */
  description: string;
  /** For a chat message: its text (unique), how it is found in the chat read model. */
  content?: string;
  /** HTTP status, or null when no answer came. */
  status: number | null;
  sentAt: number;
  answeredAt: number;
}

/** Live channels whose delay (action → a client hears of it) is measured. */
export type LagChannel =
  | "status → customer (graphql requestUpdated)"
  | "status → customer (/ws request_update)"
  | "booking → captain's offer (/ws new_request)"
  | "chat → other party (graphql chatMessagesAdded)"
  | "position → customer (/ws location_update)"
  | "position → fleet map (graphql fleetPositions)";

export const is2xx = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * Everything the soak's clients saw: each command with its answer, each read's status, the live
 * delays per channel, the live events that never came, and every error answer (a 4xx/5xx, no
 * answer, an error frame or a socket closed by the server), with when it happened.
 */
export class SoakLedger {
  readonly commands: SoakCommand[] = [];
  readonly reads: { path: string; status: number | null; ms: number }[] = [];
  readonly lags = new Map<LagChannel, { minute: number; ms: number }[]>();
  readonly missed = new Map<string, number>();
  readonly problems: { minute: number; what: string }[] = [];
  /** Captains' position reports still awaited by someone: `${id}|${lat}|${lng}` → sent at. */
  readonly positions = new Map<string, number>();
  positionReports = 0;

  constructor(readonly startedAt: number) {}

  minute(at = Date.now()): number {
    return Math.round(((at - this.startedAt) / 60_000) * 1000) / 1000;
  }

  problem(what: string): void {
    this.problems.push({ minute: this.minute(), what });
  }

  lag(channel: LagChannel, ms: number): void {
    let list = this.lags.get(channel);
    if (!list) {
      list = [];
      this.lags.set(channel, list);
    }
    list.push({ minute: this.minute(), ms });
  }

  miss(what: string): void {
    this.missed.set(what, (this.missed.get(what) ?? 0) + 1);
  }

  /** Remembers a position report; reports older than a minute are forgotten (nobody waits that long). */
  reported(key: string, at: number): void {
    this.positions.set(key, at);
    this.positionReports += 1;
    if (this.positionReports % 200 === 0)
      for (const [k, sentAt] of this.positions) if (sentAt < at - 60_000) this.positions.delete(k);
  }

  /** Each channel's delays over each fifth of the run: whether lag stayed level or built up. */
  lagByFifth(
    minutes: number,
  ): Record<string, { fromMinute: number; p50Ms: number; p99Ms: number; samples: number }[]> {
    return Object.fromEntries(
      [...this.lags].map(([channel, list]) => [
        channel,
        Array.from({ length: 5 }, (_, i) => {
          const from = (minutes * i) / 5;
          const s = summarise(
            list
              .filter((l) => l.minute >= from && (i === 4 || l.minute < from + minutes / 5))
              .map((l) => l.ms),
          );
          return {
            fromMinute: Math.round(from * 100) / 100,
            p50Ms: s.p50Ms,
            p99Ms: s.p99Ms,
            samples: s.samples,
          };
        }),
      ]),
    );
  }

  /** Each channel's delays, those from `fromMinute` on. */
  lagSummary(fromMinute = 0): Record<string, LatencySummary> {
    return Object.fromEntries(
      [...this.lags].map(([channel, list]) => [
        channel,
        summarise(list.filter((l) => l.minute >= fromMinute).map((l) => l.ms)),
      ]),
    );
  }
}
