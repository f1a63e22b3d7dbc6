import { describe, expect, it } from "vitest";
import {
  INITIAL_TABLE_QUERY,
  pageCount,
  pagerButtons,
  shownRange,
  sortByColumn,
  withPage,
  withPageSize,
  withSearch,
  withStatus,
} from "./requestsTableRules";

describe("requests table sorting (spec §9)", () => {
  it("starts newest first, 50 a page", () => {
    expect(INITIAL_TABLE_QUERY).toMatchObject({
      sortBy: "TIMESTAMP",
      sortDirection: "DESC",
      pageSize: 50,
      page: 1,
    });
  });

  it("sorting the same column again flips the direction and goes back to page 1", () => {
    const onPage3 = { ...INITIAL_TABLE_QUERY, page: 3 };
    const flipped = sortByColumn(onPage3, "TIMESTAMP");
    expect(flipped).toMatchObject({ sortBy: "TIMESTAMP", sortDirection: "ASC", page: 1 });
    expect(sortByColumn({ ...flipped, page: 2 }, "TIMESTAMP")).toMatchObject({
      sortDirection: "DESC",
      page: 1,
    });
  });

  it("sorting another column sorts it descending from page 1", () => {
    const ascending = { ...INITIAL_TABLE_QUERY, sortDirection: "ASC" as const, page: 4 };
    expect(sortByColumn(ascending, "AMOUNT")).toMatchObject({
      sortBy: "AMOUNT",
      sortDirection: "DESC",
      page: 1,
    });
  });

  it("a new search, filter or page size shows the first page and keeps the sort", () => {
    const query = { ...sortByColumn(INITIAL_TABLE_QUERY, "ID"), page: 5 };
    expect(withSearch(query, "marina")).toMatchObject({ search: "marina", page: 1, sortBy: "ID" });
    expect(withStatus(query, "PENDING")).toMatchObject({ status: "PENDING", page: 1, sortBy: "ID" });
    expect(withPageSize(query, 100)).toMatchObject({ pageSize: 100, page: 1, sortBy: "ID" });
  });
});

describe("requests table paging (spec §9)", () => {
  it("offers only 25, 50, 100 and 500 rows a page", () => {
    for (const size of [25, 50, 100, 500])
      expect(withPageSize(INITIAL_TABLE_QUERY, size).pageSize).toBe(size);
    expect(() => withPageSize(INITIAL_TABLE_QUERY, 10)).toThrow(
      "page size must be one of 25, 50, 100, 500, got 10",
    );
  });

  it("counts at least one page", () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(1001, 500)).toBe(3);
  });

  it("refuses pages outside the table", () => {
    expect(withPage(INITIAL_TABLE_QUERY, 3, 120).page).toBe(3);
    expect(() => withPage(INITIAL_TABLE_QUERY, 4, 120)).toThrow(
      "page must be a whole number from 1 to 3, got 4",
    );
    expect(() => withPage(INITIAL_TABLE_QUERY, 0, 120)).toThrow(RangeError);
  });

  it("shows every page when there are five or fewer", () => {
    expect(pagerButtons(1, 1)).toEqual({ pages: [1], last: null, gapBeforeLast: false });
    expect(pagerButtons(2, 5)).toEqual({ pages: [1, 2, 3, 4, 5], last: null, gapBeforeLast: false });
  });

  it("shows five pages plus the last page", () => {
    expect(pagerButtons(1, 20)).toEqual({ pages: [1, 2, 3, 4, 5], last: 20, gapBeforeLast: true });
    expect(pagerButtons(1, 6)).toEqual({ pages: [1, 2, 3, 4, 5], last: 6, gapBeforeLast: false });
  });

  it("keeps the current page in the middle of the window, sliding against either end", () => {
    expect(pagerButtons(10, 20).pages).toEqual([8, 9, 10, 11, 12]);
    expect(pagerButtons(3, 20).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pagerButtons(19, 20)).toEqual({ pages: [16, 17, 18, 19, 20], last: null, gapBeforeLast: false });
    expect(pagerButtons(17, 20)).toEqual({ pages: [15, 16, 17, 18, 19], last: 20, gapBeforeLast: false });
  });

  it("never shows more than six page buttons", () => {
    for (let current = 1; current <= 40; current++) {
      const { pages, last } = pagerButtons(current, 40);
      expect(pages.length + (last === null ? 0 : 1)).toBeLessThanOrEqual(6);
      expect(pages).toContain(current);
    }
  });

  it("says which rows are on screen", () => {
    expect(shownRange({ ...INITIAL_TABLE_QUERY, page: 2 }, 120)).toEqual({ from: 51, to: 100 });
    expect(shownRange({ ...INITIAL_TABLE_QUERY, page: 3 }, 120)).toEqual({ from: 101, to: 120 });
    expect(shownRange(INITIAL_TABLE_QUERY, 0)).toEqual({ from: 0, to: 0 });
  });
});
