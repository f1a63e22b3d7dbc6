import { expect, it } from "vitest";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { backupRestoreDrill } from "./backupRestoreDrill";

await describeWithPostgres("the backup-restore drill (npm run drill -- backup-restore)", () => {
  it("restores the events onto a fresh cluster and rebuilds every read model equal", async () => {
    const lines: string[] = [];
    const report = await backupRestoreDrill({ requests: 60, log: (line) => lines.push(line) });
    expect(report.failures).toEqual([]);
    // Every registered read-model table was compared, not a handful.
    expect(report.passed).toBeGreaterThan(40);
    expect(lines.some((line) => line.startsWith("pass  the audit log lists every event again"))).toBe(true);
  }, 180_000);
});
