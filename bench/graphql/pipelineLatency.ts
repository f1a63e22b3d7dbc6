import { randomUUID } from "node:crypto";
import type { CommandContext } from "../../command-api/commandContext";
import { offerJob, requestService, withdrawOffer } from "../../command-api/commands/requestCommands";
import { SYSTEM } from "../../domain/shared/actor";
import type { BenchApp } from "./benchApp";
import { benchBooking } from "./benchBooking";
import { type LatencySummary, summarise } from "./percentiles";

export interface PipelineResult {
  targetCommandsPerSecond: number;
  achievedCommandsPerSecond: number;
  /** Command issued → the request_history read model has applied it (no GraphQL involved). */
  issueToReadModel: LatencySummary;
  /** Commands the server refused or failed (the first one is printed): a broken bench, not a slow one. */
  failed: number;
}

/**
 * The floor under subscription latency: the same commands at the same rate, timed only until the read
 * model a subscription reads from has applied them. What (1) adds on top of this is GraphQL's share.
 */
export async function pipelineLatency(
  bench: BenchApp,
  options: { requests: number; commandsPerSecond: number; warmUpSeconds: number; seconds: number },
): Promise<PipelineResult> {
  const { app } = bench;
  const system: CommandContext = { actor: SYSTEM, correlationId: randomUUID(), causationId: null };
  const requestIds: string[] = [];
  for (let i = 0; i < options.requests; i++) {
    const requestId = randomUUID();
    const { position } = await requestService(app.commands)(benchBooking(requestId), {
      actor: { userId: randomUUID(), role: "customer" },
      correlationId: randomUUID(),
      causationId: null,
    });
    await app.runner.waitForPosition(position!);
    requestIds.push(requestId);
  }
  const offered = new Set<string>();
  const inFlight = new Set<string>();
  const samples: number[] = [];
  let measuring = false;
  let issued = 0;
  let failed = 0;
  let turn = 0;
  const issue = () => {
    const requestId = requestIds[turn++ % requestIds.length]!;
    if (inFlight.has(requestId)) return;
    inFlight.add(requestId);
    const offer = !offered.has(requestId);
    if (offer) offered.add(requestId);
    else offered.delete(requestId);
    const issuedAt = performance.now();
    const counted = measuring;
    if (counted) issued++;
    const command = offer
      ? offerJob(app.commands)({ requestId, providerId: "bench-provider", offerTtlSeconds: 3600 }, system)
      : withdrawOffer(app.commands)(
          { requestId, providerId: "bench-provider", reason: "unassigned" },
          system,
        );
    command
      .then((result) => app.runner.waitForPosition(result.position!, { projections: ["request_history"] }))
      .then(() => {
        if (counted) samples.push(performance.now() - issuedAt);
        inFlight.delete(requestId);
      })
      .catch((error: unknown) => {
        if (failed++ === 0) console.error("bench command failed", error);
        inFlight.delete(requestId);
      });
  };
  const tickMs = 10;
  let owed = 0;
  const timer = setInterval(() => {
    owed += (options.commandsPerSecond * tickMs) / 1000;
    while (owed >= 1) {
      owed -= 1;
      issue();
    }
  }, tickMs);
  await sleep(options.warmUpSeconds * 1000);
  measuring = true;
  const startedAt = performance.now();
  await sleep(options.seconds * 1000);
  measuring = false;
  const elapsed = (performance.now() - startedAt) / 1000;
  clearInterval(timer);
  while (inFlight.size > 0) await sleep(50);
  return {
    targetCommandsPerSecond: options.commandsPerSecond,
    achievedCommandsPerSecond: Math.round(issued / elapsed),
    issueToReadModel: summarise(samples),
    failed,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
