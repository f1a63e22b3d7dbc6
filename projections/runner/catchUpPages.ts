import {
  comparePositions,
  type EventStore,
  formatPosition,
  type Position,
  type RecordedEvent,
} from "../../domain/ports/eventStore";

interface Page {
  /** The page holds every event of `$all` after this position up to its last event. */
  after: Position;
  last: Position;
  events: RecordedEvent[];
  /** The store's head just before the page was read (for lag). */
  head: Position;
}

export interface SharedRead {
  events: RecordedEvent[];
  /** Every event of the asked types up to here is in `events`. */
  to: Position;
  head: Position;
}

/** Tuning of the shared pages; the defaults suit a replay of a dozen projections. */
export interface CatchUpPagesOptions {
  pageSize: number;
  /** Pages held at most (memory: a page of 5,000 decoded events is a few MB). */
  maxPages: number;
  /** A reader that has not read for this long (it went live, failed, stopped) holds no page back. */
  staleReaderMs: number;
  /** How long a new page waits for a slow reader to leave the oldest page before evicting it anyway. */
  maxRoomWaitMs: number;
  now: () => number;
}

const DEFAULTS: CatchUpPagesOptions = {
  pageSize: 5000,
  maxPages: 12,
  staleReaderMs: 5000,
  maxRoomWaitMs: 5000,
  now: () => performance.now(),
};

/**
 * Unfiltered pages of `$all` that the runner's catching-up workers share: a replay of a dozen
 * projections reads (and decodes) each event once instead of once per projection, and each event
 * object is then shared too, so parsing it can be memoised. Only full pages are kept: a full page
 * holds every event up to its last one (the store reads only below its settled horizon), so a
 * worker may move its checkpoint to the end of a page whatever types it asked for. Near the head
 * (a short page) and for a worker too far behind the pages held, `read` answers null and the worker
 * reads the store itself, as before.
 *
 * The workers travel as a convoy: a page stays while an active reader has yet to finish it, and
 * the next page waits (a bounded time) for that reader rather than evicting it. Otherwise the
 * projections whose types are rare race ahead, the busy ones (audit log, dashboards) fall out of
 * the window, and each of those reads and decodes `$all` again on its own — a replay measured
 * twelve reads of every event where one would do.
 */
export class CatchUpPages {
  private pages: Page[] = [];
  private readonly reading = new Map<string, Promise<Page | null>>();
  /** Where each reader's last read ended, and when. */
  private readonly readers = new Map<string, { at: Position; seenAt: number }>();
  private roomWaiters: (() => void)[] = [];
  private readonly options: CatchUpPagesOptions;

  constructor(
    private readonly store: EventStore,
    options: Partial<CatchUpPagesOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  async read(
    from: Position,
    limit: number,
    types: readonly string[] | undefined,
    reader = "",
  ): Promise<SharedRead | null> {
    this.track(reader, from);
    const shared = await this.readShared(from, limit, types);
    if (shared) this.track(reader, shared.to);
    else this.leave(reader); // reads the store alone now: it holds no page back
    return shared;
  }

  /**
   * `reader` reads elsewhere from now on (memory, near the head, or the store alone). Once no reader
   * is left the pages go: a dozen pages of decoded events would otherwise stay in the heap of a
   * live process for good (and every full garbage collection would walk them).
   */
  leave(reader: string): void {
    const left = this.readers.delete(reader);
    // Also when this reader was already dropped as stale: whoever leaves last lets the pages go.
    if (this.readers.size === 0 && this.pages.length > 0) this.pages = [];
    if (left) this.wakeRoomWaiters();
  }

  private async readShared(
    from: Position,
    limit: number,
    types: readonly string[] | undefined,
  ): Promise<SharedRead | null> {
    let page = this.covering(from) ?? (await this.readAhead(from));
    if (!page) return null;
    // Every worker scans every page: a set lookup per event; positions are compared only to find where to start.
    const wanted = types ? new Set(types) : undefined;
    const events: RecordedEvent[] = [];
    let to = from;
    let start = firstAfter(page.events, from);
    while (page) {
      // In the newest page this worker leads: the next page is read while it applies this one, so
      // it never waits on a read. Only then: a chain of reads running on to the end of `$all` would
      // outrun the workers behind.
      if (!this.covering(page.last)) this.readAhead(page.last).catch(() => {}); // a failed read is retried by whoever needs the page
      const pageEvents = page.events;
      for (let i = start; i < pageEvents.length; i++) {
        const event = pageEvents[i]!;
        if (wanted && !wanted.has(event.type)) continue;
        events.push(event);
        if (events.length >= limit) return { events, to: event.position, head: page.head };
      }
      to = page.last;
      const next = this.covering(page.last);
      if (!next) return { events, to, head: page.head };
      start = firstAfter(next.events, to);
      page = next;
    }
    return { events, to, head: from };
  }

  private track(reader: string, at: Position): void {
    this.readers.set(reader, { at, seenAt: this.options.now() });
    this.wakeRoomWaiters();
  }

  private wakeRoomWaiters(): void {
    const waiters = this.roomWaiters;
    this.roomWaiters = [];
    for (const wake of waiters) wake();
  }

  /** An active reader is still inside the oldest page: evicting it would send that reader to the store. */
  private oldestPageNeeded(): boolean {
    const oldest = this.pages[0];
    if (!oldest) return false;
    const now = this.options.now();
    for (const [name, reader] of this.readers) {
      if (now - reader.seenAt > this.options.staleReaderMs) {
        this.readers.delete(name);
        continue;
      }
      if (comparePositions(reader.at, oldest.after) >= 0 && comparePositions(reader.at, oldest.last) < 0) {
        return true;
      }
    }
    return false;
  }

  /** Until a page may be added without evicting one a reader still needs, or the wait is up. */
  private async roomForAPage(): Promise<void> {
    const deadline = this.options.now() + this.options.maxRoomWaitMs;
    while (this.pages.length >= this.options.maxPages && this.oldestPageNeeded()) {
      const left = deadline - this.options.now();
      if (left <= 0) return;
      // Woken when any reader moves; the timer re-checks staleness and the deadline.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100));
        this.roomWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The held page with an event after `position` and nothing unread between. */
  private covering(position: Position): Page | undefined {
    return this.pages.find(
      (page) => comparePositions(page.after, position) <= 0 && comparePositions(position, page.last) < 0,
    );
  }

  /** A worker at or beyond the newest page reads the next one for everyone; one behind the oldest reads alone. */
  private async readAhead(from: Position): Promise<Page | null> {
    const oldest = this.pages[0];
    if (oldest && comparePositions(from, oldest.after) < 0) return null;
    const key = formatPosition(from);
    let reading = this.reading.get(key);
    if (!reading) {
      reading = this.readPage(from).finally(() => this.reading.delete(key));
      this.reading.set(key, reading);
    }
    return reading;
  }

  private async readPage(after: Position): Promise<Page | null> {
    await this.roomForAPage();
    const { pageSize, maxPages } = this.options;
    const head = await this.store.headPosition();
    const events = await this.store.readAll({ after, limit: pageSize });
    const last = events.at(-1);
    if (events.length < pageSize || !last) return null;
    const page: Page = { after, last: last.position, events, head };
    this.pages.push(page);
    this.pages.sort((a, b) => comparePositions(a.after, b.after));
    while (this.pages.length > maxPages) this.pages.shift();
    return page;
  }
}

/** The index of the first event after `position` in `events` (ordered by position). */
function firstAfter(events: readonly RecordedEvent[], position: Position): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comparePositions(events[middle]!.position, position) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
