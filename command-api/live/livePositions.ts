import type { Clock } from "../../domain/ports/clock";
import type { LiveBus } from "../../domain/ports/liveBus";

/** A position someone's device reported over /ws. */
export interface LivePosition {
  userId: string;
  userType: "customer" | "provider";
  latitude: number;
  longitude: number;
  /** ISO time the server received it. */
  at: string;
}

/** Every node hears every position, whichever node the device is connected to. */
export const LIVE_POSITION_TOPIC = "live.position";

/** A position older than this says nothing about where someone is now. */
const STALE_AFTER_MS = 10 * 60 * 1000;

/**
 * The live positions model (DESIGN "Live data"): high-rate telemetry kept in memory and pushed to
 * whoever follows it, rather than an event per ping. Lists and tracking overlay it on the read
 * models' last recorded position.
 */
export class LivePositions {
  private readonly latest = new Map<string, LivePosition>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: LiveBus,
    private readonly clock: Clock,
  ) {
    this.unsubscribe = bus.subscribe(LIVE_POSITION_TOPIC, (payload) =>
      this.remember(payload as LivePosition),
    );
  }

  /** Records and announces a position (the /ws channel calls this after validating it). */
  report(position: Omit<LivePosition, "at">): Promise<void> {
    return this.bus.publish({
      topic: LIVE_POSITION_TOPIC,
      payload: { ...position, at: this.clock.now().toISOString() } satisfies LivePosition,
    });
  }

  /** The latest fresh position of a user, or null. */
  of(userId: string): LivePosition | null {
    const position = this.latest.get(userId);
    if (!position) return null;
    if (this.clock.now().getTime() - Date.parse(position.at) > STALE_AFTER_MS) {
      this.latest.delete(userId);
      return null;
    }
    return position;
  }

  /** Subscribes to every position announced from now on. */
  onPosition(listener: (position: LivePosition) => void): () => void {
    return this.bus.subscribe(LIVE_POSITION_TOPIC, (payload) => listener(payload as LivePosition));
  }

  close(): void {
    this.unsubscribe();
  }

  private remember(position: LivePosition): void {
    const known = this.latest.get(position.userId);
    if (!known || known.at <= position.at) this.latest.set(position.userId, position);
  }
}
