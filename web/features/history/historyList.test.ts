import { describe, expect, it } from "vitest";
import { historyList } from "./historyList";

const request = (id: string, day: number, status = "pending") => ({
  id,
  createdAt: `2026-11-${String(day).padStart(2, "0")}T08:00:00.000Z`,
  status,
});

describe("history list with live updates", () => {
  it("lays a live change over the fetched request and adds a request new since the fetch", () => {
    const fetched = [request("b", 20, "accepted"), request("a", 10, "completed")];
    const changes = new Map([
      ["b", request("b", 20, "in-progress")],
      ["c", request("c", 24)],
    ]);
    expect(historyList([fetched], changes)).toEqual([
      request("c", 24),
      request("b", 20, "in-progress"),
      request("a", 10, "completed"),
    ]);
  });

  it("keeps each request once across pages, newest first", () => {
    expect(
      historyList([[request("a", 2)], [request("a", 2), request("b", 1)]], new Map()).map((r) => r.id),
    ).toEqual(["a", "b"]);
  });
});
