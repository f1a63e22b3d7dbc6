/**
 * `npm run drill -- <name> [--requests=N]`: a fault drill, printing what it does and "N passed, M failed"
 * (exit 1 when anything failed). PostgreSQL at DATABASE_URL holds the drill's source database.
 */
import { backupRestoreDrill } from "./drills/backupRestoreDrill";
import { diskFullDrill } from "./drills/diskFullDrill";
import type { DrillReport } from "./drills/drillReport";
import { postgresCrashDrill } from "./drills/postgresCrashDrill";
import { workerKillDrill } from "./drills/workerKillDrill";

const DRILLS: Record<
  string,
  (options: { requests: number; log: (line: string) => void }) => Promise<DrillReport>
> = {
  "backup-restore": backupRestoreDrill,
  "disk-full": diskFullDrill,
  "postgres-crash": postgresCrashDrill,
  "worker-kill": workerKillDrill,
};

const [name, ...rest] = process.argv.slice(2);
const requestsArg = rest.find((arg) => arg.startsWith("--requests="));
const requests = requestsArg ? Number(requestsArg.slice("--requests=".length)) : 2000;
const drill = name ? DRILLS[name] : undefined;
if (!drill || !Number.isInteger(requests) || requests < 1) {
  console.error(
    `usage: npm run drill -- <${Object.keys(DRILLS).join("|")}> [--requests=N]${name && !drill ? ` (no drill named "${name}")` : ""}`,
  );
  process.exit(2);
}
const started = performance.now();
const report = await drill({ requests, log: (line) => console.log(line) });
console.log(
  `${name}: ${report.passed} passed, ${report.failed} failed (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(report.failed === 0 ? 0 : 1);
