import { describe, expect, it } from "vitest";
import { mergeMessages } from "./mergeMessages";

const at = (minute: number) => `2026-11-25T08:${String(minute).padStart(2, "0")}:00.000Z`;
const message = (id: string, minute: number) => ({ id, createdAt: at(minute), content: id });

describe("chat list merge", () => {
  it("keeps each message once when it came both fetched and live", () => {
    const fetched = [message("a", 1), message("b", 2)];
    const live = [message("b", 2), message("c", 3)];
    expect(mergeMessages(fetched, live).map((m) => m.id)).toEqual(["a", "b", "c"]);
  });

  it("orders by time then id, whatever order the sources came in", () => {
    const live = [message("d", 4), message("c2", 3)];
    const sent = [message("c1", 3)];
    const fetched = [message("a", 1)];
    expect(mergeMessages(live, sent, fetched).map((m) => m.id)).toEqual(["a", "c1", "c2", "d"]);
  });

  it("shows a sent message before the live copy of it arrives, and not twice after", () => {
    const sent = [message("mine", 5)];
    expect(mergeMessages([], [], sent).map((m) => m.id)).toEqual(["mine"]);
    expect(mergeMessages([], [message("mine", 5)], sent)).toHaveLength(1);
  });
});
