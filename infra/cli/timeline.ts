/**
 * `npm run timeline -- <requestId> [--at <iso time>]`: a request's history from its own stream,
 * each event with who caused it, when, and the status after it; or its state at one moment.
 */
import { parseArgs } from "node:util";
import { requestStateAt, requestTimeline } from "../../projections/timeline/requestTimeline";
import { openCliBackend } from "./openCliBackend";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { at: { type: "string" } } });
const requestId = positionals[0];
if (!requestId) {
  console.error("usage: npm run timeline -- <requestId> [--at <iso time>]");
  process.exit(1);
}
const at = values.at === undefined ? undefined : new Date(values.at);
if (at && Number.isNaN(at.getTime())) {
  console.error(`--at: "${values.at}" is not a time; use ISO 8601, e.g. 2026-03-01T14:03:00+04:00`);
  process.exit(1);
}

const backend = await openCliBackend();
try {
  if (at) {
    const { state, asOf } = await requestStateAt(backend.store, requestId, at);
    console.log(`request ${requestId} at ${at.toISOString()}:`);
    console.log(
      asOf
        ? `  after ${asOf.type} (${asOf.occurredAt}, by ${asOf.actor.role} ${asOf.actor.userId})`
        : "  not requested yet",
    );
    console.log(JSON.stringify(state, null, 2));
  } else {
    const timeline = await requestTimeline(backend.store, requestId);
    if (timeline.length === 0) console.log(`no request ${requestId}`);
    for (const entry of timeline) {
      const who = `${entry.actor.role} ${entry.actor.userId}`;
      console.log(
        `${entry.occurredAt}  ${entry.type.padEnd(18)} ${who.padEnd(48)} → ${entry.stateAfter.status}`,
      );
    }
  }
} finally {
  await backend.close();
}
