import { bookingPayload, DEMO } from "../../command-api/rest/testing/demoActors";
import { DEMO_ACCOUNTS } from "../../infra/seed/demoAccounts";
import { send, signIn } from "../../infra/testing/nodeClient";

export type CommandKind = "book" | "accept" | "start" | "complete";

/** A captain's steps through a job: the PATCH status sent, the read-model status it leads to. */
const STEPS = [
  { kind: "accept", patch: "accepted" },
  { kind: "start", patch: "in-progress" },
  { kind: "complete", patch: "completed" },
] as const;
const STATUS_ORDER = ["pending", "unassigned", "accepted", "in-progress", "completed"];

/** One command the load sent, and what the client learned of it. */
export interface CommandRecord {
  /** Sent as x-request-id: the app carries it into the events' metadata as correlationId. */
  correlationId: string;
  kind: CommandKind;
  /** The booking's description (unique per booking): how it is found in the read models. */
  description: string;
  /** The request's id: from the 201 for a booking, the one accepted for an accept. */
  requestId?: string;
  /** The HTTP status, or null when no answer came (connection refused or reset, timed out). */
  status: number | null;
  error?: string;
  sentAt: number;
  answeredAt: number;
}

/** The demo captains on the sign-in panel (all offer jump-starts). */
const CAPTAINS = DEMO_ACCOUNTS.filter(
  (a) => a.userType === "provider" && a.provider?.services.includes("jump-start"),
);

export const answered2xx = (r: CommandRecord) => r.status !== null && r.status >= 200 && r.status < 300;

export interface BookingLoadOptions {
  /** API nodes to send to, round robin (one loop per node and slot). */
  urls: string[];
  /** Prefix of every correlation id and description, so the drill's writes are told from others. */
  prefix: string;
  /** Loops sending at once. */
  concurrency: number;
  /**
   * Captain lanes: the first loops book a job for one demo captain each and take it through
   * accept, start and complete (a captain holds one job at a time). The other loops only book.
   */
  accept: boolean;
  /** The request's status in the read models: where a lane resumes after a step left unanswered. */
  statusOf?: (requestId: string) => Promise<string | undefined>;
  /** A loop told no (or left without an answer) awaits this before it sends again, as a load balancer
   * holds traffic back from a node that is not ready; without it the loops would spin on refusals. */
  afterRefusal?: (refusedAt: number) => Promise<void>;
  /** No answer within this is recorded as "outcome unknown". */
  timeoutMs?: number;
}

/**
 * Bookings (and accepts) through the real HTTP API from several loops, every command recorded with
 * its correlation id and outcome. `run(more)` sends until `more()` says stop; `until(check)` resolves
 * once the records satisfy `check` (checked on every answer, no polling).
 */
export class BookingLoad {
  readonly records: CommandRecord[] = [];
  private next = 0;
  private readonly waiters: { check: (records: CommandRecord[]) => boolean; resolve: () => void }[] = [];
  private cookies: { url: string; customer: string; captains: { id: string; cookie: string }[] }[] = [];

  constructor(private readonly options: BookingLoadOptions) {}

  async signIn(): Promise<void> {
    this.cookies = await Promise.all(
      this.options.urls.map(async (url) => ({
        url,
        customer: await signIn(url, DEMO.customer.email),
        captains: await Promise.all(
          CAPTAINS.map(async (c) => ({ id: c.id, cookie: await signIn(url, c.email) })),
        ),
      })),
    );
  }

  until(check: (records: CommandRecord[]) => boolean): Promise<void> {
    if (check(this.records)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ check, resolve }));
  }

  async run(more: () => boolean): Promise<void> {
    if (this.cookies.length === 0) await this.signIn();
    await Promise.all(Array.from({ length: this.options.concurrency }, (_, slot) => this.loop(slot, more)));
  }

  private async loop(slot: number, more: () => boolean): Promise<void> {
    const node = this.cookies[slot % this.cookies.length]!;
    const captain = this.options.accept ? node.captains[slot] : undefined;
    while (more()) {
      const i = this.next++;
      const description = `${this.options.prefix}-${i}`;
      const booked = await this.command(node.url, {
        correlationId: `${description}-book`,
        kind: "book",
        description,
        method: "POST",
        path: "/api/requests",
        body: bookingPayload({
          description,
          ...(captain ? { providerId: captain.id, serviceType: "jump-start" } : {}),
        }),
        cookie: node.customer,
      });
      if (!answered2xx(booked)) {
        await this.options.afterRefusal?.(booked.answeredAt);
        continue;
      }
      if (captain) await this.takeThrough(node.url, captain.cookie, description, booked.requestId!, more);
    }
  }

  /**
   * The captain takes the job through every step. A step without a 2xx may have happened all the
   * same: the lane waits, reads where the request stands and goes on from there (each attempt its
   * own correlation id); after a few attempts it leaves the job, and its captain with it.
   */
  private async takeThrough(
    url: string,
    cookie: string,
    description: string,
    requestId: string,
    more: () => boolean,
  ): Promise<void> {
    let attempt = 0;
    for (const step of STEPS) {
      for (;;) {
        const record = await this.command(url, {
          correlationId: `${description}-${step.kind}${attempt ? `-${attempt}` : ""}`,
          kind: step.kind,
          description,
          requestId,
          method: "PATCH",
          path: `/api/requests/${requestId}`,
          body: { status: step.patch },
          cookie,
        });
        if (answered2xx(record)) break;
        await this.options.afterRefusal?.(record.answeredAt);
        attempt += 1;
        if (attempt > 4 || !more()) return;
        const now = await this.options.statusOf?.(requestId);
        if (now !== undefined && STATUS_ORDER.indexOf(now) >= STATUS_ORDER.indexOf(step.patch)) break;
      }
    }
  }

  private async command(
    url: string,
    c: {
      correlationId: string;
      kind: CommandKind;
      description: string;
      requestId?: string;
      method: string;
      path: string;
      body: unknown;
      cookie: string;
    },
  ): Promise<CommandRecord> {
    const sentAt = Date.now();
    const record: CommandRecord = {
      correlationId: c.correlationId,
      kind: c.kind,
      description: c.description,
      requestId: c.requestId,
      status: null,
      sentAt,
      answeredAt: sentAt,
    };
    try {
      const answer = await send(url, c.method, c.path, {
        body: c.body,
        cookie: c.cookie,
        headers: { "x-request-id": c.correlationId },
        timeoutMs: this.options.timeoutMs ?? 30_000,
      });
      record.status = answer.status;
      // 201, or 202 when the booking is durable but the read models had not applied it in time:
      // both carry the new request's id.
      if (c.kind === "book" && answer.status >= 200 && answer.status < 300)
        record.requestId = (answer.json as { id?: string } | null)?.id;
      if (answer.status >= 300) record.error = answer.body.slice(0, 200);
    } catch (error) {
      record.error = (error as NodeJS.ErrnoException).code ?? String(error);
    }
    record.answeredAt = Date.now();
    this.records.push(record);
    for (const waiter of [...this.waiters])
      if (waiter.check(this.records)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    return record;
  }
}

/** /readyz answers over time, sampled back to back (each sample waits for the previous answer). */
export class ReadinessWatch {
  readonly samples: { at: number; status: number | null; reasons: string[] }[] = [];
  private stopped = false;
  private done: Promise<void> = Promise.resolve();
  private readonly waiters: {
    check: (s: { at: number; status: number | null }) => boolean;
    resolve: () => void;
    reject: (e: Error) => void;
    timer: NodeJS.Timeout;
  }[] = [];

  constructor(private readonly url: string) {}

  start(): void {
    this.done = (async () => {
      while (!this.stopped) {
        const at = Date.now();
        let status: number | null = null;
        let reasons: string[] = [];
        try {
          const answer = await send(this.url, "GET", "/readyz", { timeoutMs: 5000 });
          status = answer.status;
          reasons = (answer.json as { reasons?: string[] } | null)?.reasons ?? [];
        } catch {}
        const sample = { at, status, reasons };
        this.samples.push(sample);
        for (const waiter of [...this.waiters])
          if (waiter.check(sample)) {
            this.waiters.splice(this.waiters.indexOf(waiter), 1);
            clearTimeout(waiter.timer);
            waiter.resolve();
          }
        // A breath between samples so the watch does not compete with the load for the two cores.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
  }

  /** Resolves at the first sample, begun after `after`, with `status`; rejects after `withinMs`. */
  next(status: number, after: number, withinMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter = {
        check: (s: { at: number; status: number | null }) => s.at >= after && s.status === status,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          reject(new Error(`/readyz did not answer ${status} within ${withinMs} ms`));
        }, withinMs),
      };
      this.waiters.push(waiter);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.done;
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.reject(new Error("readiness watch stopped"));
    }
  }
}
