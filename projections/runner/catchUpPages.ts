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

/**
 * Unfiltered pages of `$all` that the runner's catching-up workers share: a replay of a dozen
 * projections reads (and decodes) each event once instead of once per projection, and each event
 * object is then shared too, so parsing it can be memoised. Only full pages are kept: a full page
 * holds every event up to its last one (the store reads only below its settled horizon), so a
 * worker may move its checkpoint to the end of a page whatever types it asked for. Near the head
 * (a short page) and for a worker too far behind the pages held, `read` answers null and the worker
 * reads the store itself, as before.
 */
export class CatchUpPages {
  private pages: Page[] = [];
  private readonly reading = new Map<string, Promise<Page | null>>();

  constructor(
    private readonly store: EventStore,
    private readonly pageSize = 5000,
    private readonly maxPages = 12,
  ) {}

  async read(
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
    const head = await this.store.headPosition();
    const events = await this.store.readAll({ after, limit: this.pageSize });
    const last = events.at(-1);
    if (events.length < this.pageSize || !last) return null;
    const page: Page = { after, last: last.position, events, head };
    this.pages.push(page);
    this.pages.sort((a, b) => comparePositions(a.after, b.after));
    while (this.pages.length > this.maxPages) this.pages.shift();
    // Read the next page while this one is applied: the leading worker then never waits on a read.
    this.readAhead(page.last).catch(() => {}); // a failed read is retried by whoever needs the page
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
