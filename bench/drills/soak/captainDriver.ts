import type { SoakActor } from "./soakActor";
import type { SoakLedger } from "./soakLedger";

/**
 * A captain's phone reporting its position over /ws every `everyMs` (the channel takes one a
 * second at most, timed when the server handles each), driving a random walk within about 5 km
 * of where it started. Each report is remembered in the ledger, so whoever
 * hears it (the customer, the fleet map) can say how late it came.
 */
export class CaptainDriver {
  private timer: NodeJS.Timeout | null = null;
  private latitude: number;
  private longitude: number;

  constructor(
    private readonly ledger: SoakLedger,
    private readonly captain: SoakActor,
    private readonly home: { latitude: number; longitude: number },
    private readonly everyMs: number,
  ) {
    this.latitude = home.latitude;
    this.longitude = home.longitude;
  }

  start(): void {
    this.timer = setInterval(() => this.report(), this.everyMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private report(): void {
    // About 30 m a step in a random direction, pulled back towards home beyond ~5 km.
    const pull = (value: number, centre: number) =>
      Math.abs(value - centre) > 0.045 ? (centre - value) * 0.1 : 0;
    this.latitude += (Math.random() - 0.5) * 0.0006 + pull(this.latitude, this.home.latitude);
    this.longitude += (Math.random() - 0.5) * 0.0006 + pull(this.longitude, this.home.longitude);
    const latitude = Math.round(this.latitude * 1e6) / 1e6;
    const longitude = Math.round(this.longitude * 1e6) / 1e6;
    this.ledger.reported(`${this.captain.id}|${latitude}|${longitude}`, Date.now());
    this.captain.socket.send({
      type: "location_update",
      userId: this.captain.id,
      userType: "provider",
      latitude,
      longitude,
    });
  }
}
