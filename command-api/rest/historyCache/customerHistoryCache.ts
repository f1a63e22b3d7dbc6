import type { Page } from "../../../projections/read-models/shared/paging";
import { ByteBoundedLru } from "./byteBoundedLru";
import { CoalescedLookup } from "./coalescedLookup";

/** A first page as the wire carries it: the JSON body, serialised once, and the next page's cursor. */
export interface SerialisedPage {
  body: Buffer;
  nextCursor: string | null;
}

interface CachedPage extends SerialisedPage {
  /** The customer's history label when the page was read (never newer than the page itself). */
  version: string;
  bytes: number;
}

export interface CustomerHistoryCacheDeps {
  /** The current label of each customer's history (absent: none); see historyVersionsOf. */
  versionsOf(customerIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** The customer's first page of the default size, from the read model. */
  firstPage(customerId: string): Promise<Page<unknown>>;
  maxBytes: number;
}

/**
 * The customer's first history page, served from memory while it is current. Reading and
 * serialising 50 rows was most of a history read's CPU; checking a per-customer label is one
 * indexed row, shared by the reads that arrive together (CoalescedLookup).
 *
 * Why it never serves a page older than a write the client was answered for, on any node: a write
 * is answered after the read model committed it, and the label moves in that same transaction.
 * Every read asks for the label after it arrived (never from a query already running), so it sees
 * that commit; a cached page is served only when its label is the one read. A page is labelled with
 * the label read *before* the page itself, so a label is never newer than its page. Nothing relies
 * on the live bus or on which process runs the projection.
 */
export class CustomerHistoryCache {
  private readonly pages: ByteBoundedLru<CachedPage>;
  private readonly versions: CoalescedLookup<string>;

  constructor(private readonly deps: CustomerHistoryCacheDeps) {
    this.pages = new ByteBoundedLru(deps.maxBytes);
    this.versions = new CoalescedLookup((ids) => deps.versionsOf(ids));
  }

  async firstPage(customerId: string): Promise<SerialisedPage> {
    const version = await this.versions.get(customerId);
    const cached = version === undefined ? undefined : this.pages.get(customerId);
    if (cached && cached.version === version) return cached;
    const page = await this.deps.firstPage(customerId);
    const body = Buffer.from(JSON.stringify(page.items));
    // Without a label there is nothing to tell a stale copy by: read it every time.
    if (version === undefined) {
      this.pages.delete(customerId);
      return { body, nextCursor: page.nextCursor };
    }
    const entry: CachedPage = { body, nextCursor: page.nextCursor, version, bytes: body.length };
    this.pages.set(customerId, entry);
    return entry;
  }

  /** Bytes of bodies held, for tests and metrics. */
  get bytes(): number {
    return this.pages.bytes;
  }
}
