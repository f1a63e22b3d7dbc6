import { Deck, MapView } from "@deck.gl/core";
import { FleetLayer } from "../../web/features/map/fleet/FleetLayer";
import type { FleetBatch } from "../../web/features/map/types";

/**
 * The production FleetLayer on a bare deck.gl canvas over Dubai, driven from the benchmark through
 * `window.fleetBench`: each update is one batch in which every vehicle moved, as the live feed sends.
 */
const canvas = document.getElementById("deck") as HTMLCanvasElement;
let afterRender: (() => void) | null = null;
const deck = new Deck({
  canvas,
  views: new MapView(),
  initialViewState: { longitude: 55.27, latitude: 25.2, zoom: 10 },
  controller: false,
  layers: [],
  onAfterRender: () => afterRender?.(),
});

const nextFrame = () =>
  new Promise<void>((resolve) => {
    afterRender = () => {
      afterRender = null;
      resolve();
    };
  });

function batchFor(count: number, step: number): FleetBatch {
  const ids: string[] = [];
  const lngs: number[] = [];
  const lats: number[] = [];
  const status: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (i * 2.399963) % (2 * Math.PI);
    const radius = 0.02 + ((i * 7919) % 1000) / 4000;
    const drift = step * 0.0005;
    ids.push(`v${i}`);
    lngs.push(55.27 + Math.cos(angle + drift) * radius);
    lats.push(25.2 + Math.sin(angle + drift) * radius);
    status.push(i % 3 === 0 ? "busy" : "available");
  }
  return { ids, lngs, lats, status };
}

async function run(count: number, updates: number) {
  const cpuMs: number[] = [];
  const frameMs: number[] = [];
  for (let step = 0; step <= updates; step++) {
    const batch = batchFor(count, step);
    const start = performance.now();
    const frame = nextFrame();
    deck.setProps({ layers: [new FleetLayer({ id: `fleet-${count}`, batch, transitionMs: 1000 })] });
    const afterSetProps = performance.now();
    await frame;
    const drawn = performance.now();
    // The first step places every vehicle (new slots, shader compile): not an update.
    if (step > 0) {
      cpuMs.push(afterSetProps - start);
      frameMs.push(drawn - start);
    }
  }
  // deck.gl keeps its frame metrics protected; they are public at runtime (the metrics panel reads them).
  const metrics = (deck as unknown as { metrics: Record<string, number> }).metrics;
  return {
    cpuMs,
    frameMs,
    cpuTimePerFrameMs: metrics.cpuTimePerFrame ?? null,
    gpuTimePerFrameMs: metrics.gpuTimePerFrame ?? null,
  };
}

declare global {
  interface Window {
    fleetBench: { run: typeof run };
  }
}
window.fleetBench = { run };
