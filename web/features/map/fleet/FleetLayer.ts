import {
  CompositeLayer,
  type CompositeLayerProps,
  type DefaultProps,
  type GetPickingInfoParams,
  type PickingInfo,
  type UpdateParameters,
} from "@deck.gl/core";
import { ScatterplotLayer } from "@deck.gl/layers";
import type { FleetBatch, FleetStatus } from "../types";
import { FleetBuffer, type FleetSnapshot, POSITION_SIZE } from "./fleetBuffer";

export interface FleetVehicle {
  readonly id: string;
  readonly status: FleetStatus | "unknown";
}

export type FleetLayerProps = CompositeLayerProps & {
  /** The latest batch; each new batch object is applied once, on top of everything before it. */
  readonly batch: FleetBatch | null;
  /** Dot radius in pixels. */
  readonly radiusPixels?: number;
  /** How long a vehicle glides to its new position, in ms (≈ the feed's batch interval). */
  readonly transitionMs?: number;
};

type FleetState = { buffer: FleetBuffer; snapshot: FleetSnapshot };

const defaultProps: DefaultProps<FleetLayerProps> = {
  batch: { type: "object", value: null },
  radiusPixels: { type: "number", value: 5 },
  transitionMs: { type: "number", value: 250 },
};

/**
 * Thousands of moving vehicles, the DESIGN.md way: positions, colours and visibility go to the GPU
 * as binary attributes, each vehicle keeps one slot for its lifetime, and deck.gl interpolates
 * positions between batches. Picking a dot yields `{ id, status }`.
 */
export class FleetLayer extends CompositeLayer<FleetLayerProps> {
  static override layerName = "FleetLayer";
  static override defaultProps = defaultProps;
  declare state: FleetState;

  override initializeState(): void {
    const buffer = new FleetBuffer();
    this.setState({ buffer, snapshot: buffer.snapshot() });
  }

  override updateState({ props, oldProps }: UpdateParameters<this>): void {
    if (props.batch && props.batch !== oldProps.batch) {
      this.state.buffer.apply(props.batch);
      this.setState({ snapshot: this.state.buffer.snapshot() });
    }
  }

  override getPickingInfo({ info }: GetPickingInfoParams): PickingInfo {
    const id = info.index >= 0 ? this.state.buffer.idAt(info.index) : undefined;
    if (id === undefined) return info;
    const vehicle: FleetVehicle = { id, status: this.state.buffer.statusAt(info.index) ?? "unknown" };
    return { ...info, object: vehicle };
  }

  override renderLayers() {
    const { snapshot } = this.state;
    return new ScatterplotLayer(
      this.getSubLayerProps({
        id: "vehicles",
        data: {
          length: snapshot.length,
          attributes: {
            getPosition: { value: snapshot.positions, size: POSITION_SIZE },
            getFillColor: { value: snapshot.colors, size: 4, type: "unorm8" },
            getRadius: { value: snapshot.visible, size: 1 },
          },
        },
        radiusUnits: "pixels",
        radiusScale: this.props.radiusPixels,
        stroked: true,
        getLineColor: [255, 255, 255, 220],
        lineWidthUnits: "pixels",
        getLineWidth: 1,
        pickable: this.props.pickable,
        transitions: { getPosition: this.props.transitionMs ?? 250 },
        updateTriggers: {
          getPosition: snapshot.version,
          getFillColor: snapshot.version,
          getRadius: snapshot.version,
        },
      }),
    );
  }
}
