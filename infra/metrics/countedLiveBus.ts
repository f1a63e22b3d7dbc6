import type { LiveBus } from "../../domain/ports/liveBus";
import type { AppMetrics } from "./appMetrics";

/** The same bus, keeping the live subscription gauge current. */
export function countedLiveBus<B extends LiveBus>(bus: B, metrics: AppMetrics): B {
  return Object.assign(Object.create(bus) as B, {
    publish: bus.publish.bind(bus),
    subscribe(topic: string, handler: (payload: unknown) => void) {
      const unsubscribe = bus.subscribe(topic, handler);
      metrics.liveSubscriptions.inc({ topic });
      let done = false;
      return () => {
        if (done) return;
        done = true;
        metrics.liveSubscriptions.dec({ topic });
        unsubscribe();
      };
    },
  });
}
