import { afterEach, describe, expect, it, vi } from "vitest";
import { initialStatus, type ProjectionStatus } from "../../projections/runner/projectionStatus";
import { createInProcessLiveBus } from "../livebus/inProcessLiveBus";
import {
  broadcastProjectionStatuses,
  PROJECTION_STATUSES_TOPIC,
  type StatusesMessage,
} from "./projectionStatusBroadcast";

const AT = new Date("2026-11-27T10:00:00Z");

function fakeRunner() {
  const listeners = new Set<(status: ProjectionStatus) => void>();
  const statuses = [initialStatus("request_history", 1, AT), initialStatus("audit_log", 1, AT)];
  return {
    status: () => statuses,
    onStatus(listener: (status: ProjectionStatus) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rebuild: async () => {},
    move(name: string, position: string) {
      for (const listener of listeners) listener({ ...initialStatus(name, 1, AT), position, state: "live" });
    },
  };
}

/** The broadcast's messages, and a promise of the next one. */
function listen(bus: ReturnType<typeof createInProcessLiveBus>) {
  const messages: StatusesMessage[] = [];
  let wake: (() => void) | null = null;
  bus.subscribe(PROJECTION_STATUSES_TOPIC, (payload) => {
    messages.push(payload as StatusesMessage);
    wake?.();
  });
  const next = () =>
    new Promise<StatusesMessage>((resolve) => {
      const count = messages.length;
      wake = () => {
        if (messages.length > count) resolve(messages[count]!);
      };
    });
  return { messages, next };
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe("broadcastProjectionStatuses", () => {
  it("sends the changes of one turn of the event loop together, without waiting for a timer", async () => {
    const bus = createInProcessLiveBus();
    const runner = fakeRunner();
    const heard = listen(bus);
    stop = broadcastProjectionStatuses(runner, bus, {
      coalesceMs: 0,
      heartbeatMs: 60_000,
      onError: () => {},
    });
    expect(heard.messages).toEqual([expect.objectContaining({ full: true })]);

    // Timers stand still: a window, however short, would never end, and the message never come.
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval"] });
    const changes = heard.next();
    runner.move("request_history", "5/5");
    runner.move("audit_log", "5/5");
    const message = await changes;
    expect(message.full).toBe(false);
    expect(message.statuses.map((s) => [s.name, s.position])).toEqual([
      ["request_history", "5/5"],
      ["audit_log", "5/5"],
    ]);

    const later = heard.next();
    runner.move("request_history", "6/6");
    expect((await later).statuses.map((s) => s.position)).toEqual(["6/6"]);
    expect(heard.messages).toHaveLength(3);
  });

  it("with a window, changes within it travel in one message, the latest of each projection", async () => {
    const bus = createInProcessLiveBus();
    const runner = fakeRunner();
    const heard = listen(bus);
    stop = broadcastProjectionStatuses(runner, bus, {
      coalesceMs: 20,
      heartbeatMs: 60_000,
      onError: () => {},
    });
    const changes = heard.next();
    runner.move("request_history", "5/5");
    await new Promise<void>((resolve) => setImmediate(resolve));
    runner.move("request_history", "7/7");
    runner.move("audit_log", "6/6");
    const message = await changes;
    expect(message.statuses.map((s) => [s.name, s.position])).toEqual([
      ["request_history", "7/7"],
      ["audit_log", "6/6"],
    ]);
    expect(heard.messages).toHaveLength(2);
  });

  it("sends nothing more once stopped, not even a change already waiting for its turn", async () => {
    const bus = createInProcessLiveBus();
    const runner = fakeRunner();
    const heard = listen(bus);
    stop = broadcastProjectionStatuses(runner, bus, {
      coalesceMs: 0,
      heartbeatMs: 60_000,
      onError: () => {},
    });
    runner.move("request_history", "5/5");
    stop();
    stop = null;
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(heard.messages).toHaveLength(1);
  });
});
