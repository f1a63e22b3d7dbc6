import { useEffect, useRef, useState } from "react";
import { useClient } from "urql";
import { graphql } from "../../../shared/graphql";
import type { FleetBatch } from "../types";
import { mergeFleetBatches, parseFleetMessage } from "./fleetBatchMerge";

const FleetPositionsSubscription = graphql(`
  subscription FleetPositions($bbox: BoundingBoxInput!, $serviceType: ServiceType) {
    fleetPositions(bbox: $bbox, serviceType: $serviceType)
  }
`);

export interface FleetBox {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

type ServiceEnum = "TOWING" | "JUMP_START" | "TIRE_CHANGE" | "FUEL_DELIVERY";

/**
 * The live fleet inside a box, for MapView's `fleet` prop: the first batch is everything in view,
 * then what moved. Batches arriving within one frame are merged, so none is lost to React batching.
 */
export function useFleetFeed(
  box: FleetBox | null,
  serviceType: ServiceEnum | null = null,
): FleetBatch | null {
  const client = useClient();
  const [batch, setBatch] = useState<FleetBatch | null>(null);
  const pending = useRef<FleetBatch[]>([]);
  // Subscribe again only when the box or the service really changed, not on every new object.
  const key = box ? JSON.stringify({ box, serviceType }) : null;

  useEffect(() => {
    if (!key) return;
    const variables = JSON.parse(key) as { box: FleetBox; serviceType: ServiceEnum | null };
    let frame: number | null = null;
    const flush = () => {
      frame = null;
      const merged = mergeFleetBatches(pending.current);
      pending.current = [];
      if (merged) setBatch(merged);
    };
    const { unsubscribe } = client
      .subscription(FleetPositionsSubscription, { bbox: variables.box, serviceType: variables.serviceType })
      .subscribe((result) => {
        if (result.error) {
          console.error("fleet feed:", result.error.message);
          return;
        }
        const parsed = parseFleetMessage(result.data?.fleetPositions);
        if (!parsed) return;
        pending.current.push(parsed);
        if (frame === null) frame = requestAnimationFrame(flush);
      });
    return () => {
      unsubscribe();
      if (frame !== null) cancelAnimationFrame(frame);
      pending.current = [];
    };
  }, [client, key]);

  return batch;
}
