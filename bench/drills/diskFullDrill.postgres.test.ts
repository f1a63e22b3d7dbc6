import { expect, it } from "vitest";
import { describeWithPostgres } from "../../infra/testing/postgres";
import { postgresRequired } from "../../infra/testing/testDatabase";
import { diskFullDrill } from "./diskFullDrill";

// The drill mounts a tmpfs, which takes root. Elsewhere the suite is skipped with the reason
// printed, unless REQUIRE_POSTGRES=1 (CI): then it fails, as a missing PostgreSQL does.
const asRoot = process.getuid?.() === 0;
if (!asRoot && postgresRequired())
  throw new Error("REQUIRE_POSTGRES=1, but the disk-full drill must run as root");
if (!asRoot) console.warn('[postgres] skipping "the disk-full drill": it mounts a tmpfs, which takes root');

await describeWithPostgres("the disk-full drill (npm run drill -- disk-full)", () => {
  it.skipIf(!asRoot)(
    "answers writes 503 while the database's disk is full, writes nothing by halves, and recovers once space is freed without a restart",
    async () => {
      const lines: string[] = [];
      const report = await diskFullDrill({ requests: 60, log: (line) => lines.push(line) });
      expect(report.failures, lines.join("\n")).toEqual([]);
      // The disk did fill mid-load and writes were refused for it: those checks are among the passes.
      expect(lines).toContain("pass  the filesystem filled during the load (0 bytes free)");
      expect(
        lines.some((l) => l.startsWith("pass  writes refused while the disk was full answered 503")),
      ).toBe(true);
      expect(report.passed).toBe(12);
    },
    120_000,
  );
});
