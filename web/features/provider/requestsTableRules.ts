/** Spec §9 provider dashboard paging: page sizes, the default, and how sorting and paging move. */
export const PAGE_SIZES = [25, 50, 100, 500] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;
/** How many numbered page buttons the pager shows before the last page's own button. */
export const PAGE_BUTTONS = 5;

/** The sortable columns, named as the server's DashboardSort enum. */
export type SortColumn = "ID" | "TYPE" | "AMOUNT" | "TIMESTAMP";
export type SortDirection = "ASC" | "DESC";

/** The table's statuses, named as the server's DashboardRowStatus enum. */
export const ROW_STATUSES = [
  "PENDING",
  "ACCEPTED",
  "IN_PROGRESS",
  "COMPLETED",
  "CANCELLED",
  "DECLINED",
  "WITHDRAWN",
] as const;
export type RowStatus = (typeof ROW_STATUSES)[number];

export interface TableQuery {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: PageSize;
  readonly sortBy: SortColumn;
  readonly sortDirection: SortDirection;
  /** As typed; the server matches words of the pickup and customer, or the id. */
  readonly search: string;
  readonly status: RowStatus | null;
}

/** Spec §9: newest first, 50 a page. */
export const INITIAL_TABLE_QUERY: TableQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sortBy: "TIMESTAMP",
  sortDirection: "DESC",
  search: "",
  status: null,
};

/**
 * Clicking a column header: the same column flips its direction, another column sorts by it
 * newest/largest first; either way back to page 1 (spec §9).
 */
export function sortByColumn(query: TableQuery, column: SortColumn): TableQuery {
  const sortDirection: SortDirection =
    query.sortBy === column ? (query.sortDirection === "DESC" ? "ASC" : "DESC") : "DESC";
  return { ...query, sortBy: column, sortDirection, page: 1 };
}

export function withPageSize(query: TableQuery, pageSize: number): TableQuery {
  if (!PAGE_SIZES.includes(pageSize as PageSize)) {
    throw new RangeError(`page size must be one of ${PAGE_SIZES.join(", ")}, got ${pageSize}`);
  }
  return { ...query, pageSize: pageSize as PageSize, page: 1 };
}

/** A new search or filter shows its first page: the old page number may not exist in it. */
export function withSearch(query: TableQuery, search: string): TableQuery {
  return { ...query, search, page: 1 };
}

export function withStatus(query: TableQuery, status: RowStatus | null): TableQuery {
  return { ...query, status, page: 1 };
}

export function withPage(query: TableQuery, page: number, total: number): TableQuery {
  const last = pageCount(total, query.pageSize);
  if (!Number.isInteger(page) || page < 1 || page > last) {
    throw new RangeError(`page must be a whole number from 1 to ${last}, got ${page}`);
  }
  return { ...query, page };
}

/** At least one page, so an empty table still reads "page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface PagerButtons {
  /** Up to five consecutive pages around the current one. */
  readonly pages: readonly number[];
  /** The last page, when it is not among `pages`. */
  readonly last: number | null;
  /** True when pages are skipped between the window and the last page. */
  readonly gapBeforeLast: boolean;
}

/**
 * Spec §9: up to 5 page buttons plus the last page. The window keeps the current page in the
 * middle where it can, and slides against either end.
 */
export function pagerButtons(current: number, totalPages: number): PagerButtons {
  const count = Math.max(1, totalPages);
  const page = Math.min(Math.max(1, current), count);
  const size = Math.min(PAGE_BUTTONS, count);
  const first = Math.min(Math.max(1, page - Math.floor(PAGE_BUTTONS / 2)), count - size + 1);
  const pages = Array.from({ length: size }, (_, index) => first + index);
  const windowEnd = pages[pages.length - 1] ?? 1;
  return {
    pages,
    last: windowEnd < count ? count : null,
    gapBeforeLast: windowEnd < count - 1,
  };
}

/** "Showing 51–100 of 240" figures; zeros for an empty table. */
export function shownRange(query: TableQuery, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (query.page - 1) * query.pageSize + 1;
  return { from, to: Math.min(total, query.page * query.pageSize) };
}
