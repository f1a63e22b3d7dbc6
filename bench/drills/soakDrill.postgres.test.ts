import { expect, it } from "vitest";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { soakDrill } from "./soakDrill";

await describeWithPostgres("the soak drill, shortened (npm run drill -- soak)", () => {
  it("keeps every process's memory flat, answers no errors, bounds the live lag and loses nothing over 75 s of mixed traffic", async () => {
    const lines: string[] = [];
    const report = await soakDrill({ minutes: 1.25, log: (line) => lines.push(line), resultsFile: null });
    expect(report.failures, lines.join("\n")).toEqual([]);
    // Every check ran (three processes' memory among them) and the traffic reached every channel.
    expect(report.passed).toBe(12);
    expect(lines.filter((l) => /^pass {2}(worker|api-\d): memory flat/.test(l))).toHaveLength(3);
    expect(lines.some((l) => l.startsWith("pass  live lag p99") && l.includes("fleetPositions"))).toBe(true);
  }, 480_000);
});
