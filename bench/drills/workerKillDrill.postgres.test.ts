import { expect, it } from "vitest";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { workerKillDrill } from "./workerKillDrill";

await describeWithPostgres("the worker-kill drill (npm run drill -- worker-kill)", () => {
  it("loses and doubles nothing when the worker is SIGKILLed mid-replay and under live bookings", async () => {
    const lines: string[] = [];
    const report = await workerKillDrill({ requests: 120, log: (line) => lines.push(line) });
    expect(report.failures, lines.join("\n")).toEqual([]);
    expect(report.passed).toBe(3);
    // The kills happened where they were meant to: three mid-replay, three under live load.
    expect(lines.filter((l) => /SIGKILLed worker-\d+ mid-replay/.test(l))).toHaveLength(3);
    expect(lines.filter((l) => /SIGKILLed worker-\d+ under live bookings/.test(l))).toHaveLength(3);
  }, 180_000);
});
