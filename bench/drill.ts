/**
 * `npm run drill -- <name> [--requests=N] [--minutes=M]`: a fault drill, printing what it does and
 * "N passed, M failed" (exit 1 when anything failed). PostgreSQL at DATABASE_URL holds the drill's
 * source database. `--minutes` is the soak's length (default 15).
 */
import { backupRestoreDrill } from "./drills/backupRestoreDrill";
import { diskFullDrill } from "./drills/diskFullDrill";
import type { DrillReport } from "./drills/drillReport";
import { postgresCrashDrill } from "./drills/postgresCrashDrill";
import { soakDrill } from "./drills/soakDrill";
import { workerKillDrill } from "./drills/workerKillDrill";

const DRILLS: Record<
  string,
  (options: { requests: number; minutes?: number; log: (line: string) => void }) => Promise<DrillReport>
> = {
  "backup-restore": backupRestoreDrill,
  "disk-full": diskFullDrill,
  "postgres-crash": postgresCrashDrill,
  soak: ({ minutes, log }) => soakDrill({ minutes, log }),
  "worker-kill": workerKillDrill,
};

const [name, ...rest] = process.argv.slice(2);
const requestsArg = rest.find((arg) => arg.startsWith("--requests="));
const requests = requestsArg ? Number(requestsArg.slice("--requests=".length)) : 2000;
// `--minutes=5` or `--minutes 5`.
const minutesAt = rest.findIndex((arg) => arg === "--minutes" || arg.startsWith("--minutes="));
const minutesArg = rest[minutesAt]?.includes("=") ? rest[minutesAt]!.split("=")[1] : rest[minutesAt + 1];
const minutes = minutesAt >= 0 ? Number(minutesArg) : undefined;
const drill = name ? DRILLS[name] : undefined;
const problem = !name
  ? ""
  : !drill
    ? ` (no drill named "${name}")`
    : !Number.isInteger(requests) || requests < 1
      ? " (--requests must be a whole number of at least 1)"
      : minutes !== undefined && !(Number.isFinite(minutes) && minutes >= 0.5 && minutes <= 24 * 60)
        ? " (--minutes must be a number from 0.5 to 1440)"
        : undefined;
if (!drill || problem !== undefined) {
  console.error(
    `usage: npm run drill -- <${Object.keys(DRILLS).join("|")}> [--requests=N] [--minutes=M]${problem ?? ""}`,
  );
  process.exit(2);
}
const started = performance.now();
const report = await drill({ requests, minutes, log: (line) => console.log(line) });
console.log(
  `${name}: ${report.passed} passed, ${report.failed} failed (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(report.failed === 0 ? 0 : 1);
