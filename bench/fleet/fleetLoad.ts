import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { LIVE_POSITION_TOPIC } from "../../command-api/live/livePositions";
import type { LiveBus } from "../../domain/ports/liveBus";
import { summarise } from "../graphql/percentiles";
import type { FleetVehicleStart } from "./enlistFleet";

const SUBSCRIBERS = fileURLToPath(new URL("./fleetSubscribers.ts", import.meta.url));

export interface FleetRunSpec {
  wsUrl: string;
  cookie: string;
  /** The first `reporters` vehicles report; every one every `intervalMs`. */
  vehicles: readonly FleetVehicleStart[];
  reporters: number;
  intervalMs: number;
  subscribers: number;
  views: { south: number; west: number; north: number; east: number }[];
  warmUpSeconds: number;
  seconds: number;
}

const now = () => performance.timeOrigin + performance.now();

/**
 * One round: the vehicles report positions the way /ws and reportLocation do (a live.position message per
 * fix, each vehicle on its own phase of the interval) while the subscriber process listens. Delivered
 * latency = a batch's arrival at a subscriber minus the moment that vehicle's position was reported.
 */
export async function fleetRound(bus: LiveBus, spec: FleetRunSpec) {
  const reported = new Map<string, number>();
  const positions = spec.vehicles.slice(0, spec.reporters).map((v) => ({ ...v }));
  const phase = positions.map(() => Math.random() * spec.intervalMs);
  let last = now();
  let reports = 0;
  const tick = setInterval(() => {
    const t = now();
    for (let i = 0; i < positions.length; i++) {
      const due =
        Math.floor((t - phase[i]!) / spec.intervalMs) > Math.floor((last - phase[i]!) / spec.intervalMs);
      if (!due) continue;
      const p = positions[i]!;
      // ~40 km/h: about 33 m per 3 s, in a random direction.
      p.latitude += (Math.random() - 0.5) * 0.0006;
      p.longitude += (Math.random() - 0.5) * 0.0006;
      reported.set(`${p.id}|${p.latitude}|${p.longitude}`, now());
      reports += 1;
      void bus.publish({
        topic: LIVE_POSITION_TOPIC,
        payload: {
          userId: p.id,
          userType: "provider",
          latitude: p.latitude,
          longitude: p.longitude,
          at: new Date().toISOString(),
        },
      });
    }
    last = t;
  }, 50);

  const latencies: number[] = [];
  const measureFrom = now() + spec.warmUpSeconds * 1000;
  let cpuStart = process.cpuUsage();
  let wallStart = now();
  let peakRss = 0;
  const rssTimer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 500);
  const warm = setTimeout(() => {
    cpuStart = process.cpuUsage();
    wallStart = now();
    reports = 0;
  }, spec.warmUpSeconds * 1000);

  const summary = await new Promise<{ batches: number; vehicles: number; bytes: number }>(
    (resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          SUBSCRIBERS,
          JSON.stringify({
            wsUrl: spec.wsUrl,
            cookie: spec.cookie,
            subscribers: spec.subscribers,
            views: spec.views,
            seconds: spec.warmUpSeconds + spec.seconds,
            samplesPerBatch: 3,
          }),
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      let pending = "";
      let done: { batches: number; vehicles: number; bytes: number } | null = null;
      child.stdout.on("data", (chunk: Buffer) => {
        pending += chunk.toString();
        const lines = pending.split("\n");
        pending = lines.pop()!;
        for (const line of lines) {
          if (!line) continue;
          const message = JSON.parse(line) as {
            key?: string;
            receivedAt?: number;
            done?: boolean;
            ready?: boolean;
          };
          if (message.ready) continue;
          if (message.done) {
            done = message as { batches: number; vehicles: number; bytes: number };
            continue;
          }
          const at = reported.get(message.key!);
          if (at !== undefined && message.receivedAt! >= measureFrom)
            latencies.push(message.receivedAt! - at);
        }
      });
      child.on("error", reject);
      child.on("exit", (code) =>
        code === 0 && done ? resolve(done) : reject(new Error(`subscribers exited with ${code}`)),
      );
    },
  );
  clearInterval(tick);
  clearInterval(rssTimer);
  clearTimeout(warm);
  const cpu = process.cpuUsage(cpuStart);
  const wallSeconds = (now() - wallStart) / 1000;
  return {
    reporters: spec.reporters,
    subscribers: spec.subscribers,
    reportsPerSecond: Math.round(reports / wallSeconds),
    latency: summarise(latencies),
    serverCpuPercentOfOneCore: Math.round(((cpu.user + cpu.system) / 1e6 / wallSeconds) * 1000) / 10,
    peakRssMb: Math.round(peakRss / 1048576),
    heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1048576),
    batchesReceived: summary.batches,
    meanVehiclesPerBatch: summary.batches > 0 ? Math.round(summary.vehicles / summary.batches) : 0,
  };
}
