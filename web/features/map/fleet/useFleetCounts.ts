import { useMemo, useRef } from "react";
import type { FleetBatch } from "../types";
import { type FleetCounts, FleetTally } from "./fleetTally";

/** Available and busy vehicles of a fleet feed (useFleetFeed's batches), updated with each batch. */
export function useFleetCounts(batch: FleetBatch | null): FleetCounts {
  const tally = useRef<FleetTally | null>(null);
  tally.current ??= new FleetTally();
  const current = tally.current;
  // Each batch object is applied once (and again harmlessly, should React run this twice).
  return useMemo(() => {
    if (batch) current.apply(batch);
    return current.counts();
  }, [batch, current]);
}
