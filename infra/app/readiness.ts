import type { EventStore } from "../../domain/ports/eventStore";
import { parsePosition } from "../../domain/ports/eventStore";
import type { Sql } from "../../domain/ports/sql";
import type { ProjectionView } from "../cluster/remoteProjectionView";
import type { ReadinessReport } from "../http/readinessRoute";

/** A store that does not answer within this is as good as down for a request. */
const CHECK_TIMEOUT_MS = 2000;

export interface ReadinessDeps {
  store: EventStore;
  sql: Sql;
  projections: ProjectionView;
  maxLagEvents: number;
  /** Starting up or shutting down: not ready whatever the stores say. */
  phase: () => "starting" | "serving" | "draining";
}

async function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Store reachable, read models reachable, every projection within `maxLagEvents` of the head. */
export async function checkReadiness(deps: ReadinessDeps): Promise<ReadinessReport> {
  const phase = deps.phase();
  if (phase !== "serving") return { ready: false, reasons: [phase], checks: {} };
  const reasons: string[] = [];
  const checks: Record<string, unknown> = {};
  const [head, readModels] = await Promise.allSettled([
    within(deps.store.headPosition(), "the event store"),
    within(deps.sql.query("SELECT 1"), "the read-model database"),
  ]);
  checks.eventStore = head.status === "fulfilled" ? "ok" : message(head.reason);
  checks.readModels = readModels.status === "fulfilled" ? "ok" : message(readModels.reason);
  if (head.status === "rejected") reasons.push(`event store unreachable: ${message(head.reason)}`);
  if (readModels.status === "rejected")
    reasons.push(`read models unreachable: ${message(readModels.reason)}`);
  if (head.status === "fulfilled") {
    const behind = deps.projections.status().map((s) => ({
      name: s.name,
      lag: deps.store.eventsBetween(parsePosition(s.position), head.value),
      state: s.state,
    }));
    checks.projections = Object.fromEntries(behind.map((b) => [b.name, { lag: b.lag, state: b.state }]));
    const late = behind.filter((b) => b.lag > deps.maxLagEvents);
    if (late.length > 0)
      reasons.push(
        `projections more than ${deps.maxLagEvents} events behind: ${late.map((b) => `${b.name} (${b.lag})`).join(", ")}`,
      );
  }
  return { ready: reasons.length === 0, reasons, checks };
}
