import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { CommandObserver } from "../../command-api/commandDeps";
import type { ProjectionStatus } from "../../projections/runner/projectionStatus";

/** The dispatch offer event: each one is an offer sent to a provider. */
const OFFER_EVENT = "JobOffered";

/**
 * Every Prometheus metric the app exposes at /metrics, on a registry of its own (several apps in
 * one test process must not share the global one). Names follow Prometheus conventions: base
 * units, `_total` for counters.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by method, route and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly commands = new Counter({
    name: "roadside_commands_total",
    help: "Commands handled, by command type and outcome (accepted, unchanged, rejected, conflict, failed)",
    labelNames: ["command", "outcome"] as const,
    registers: [this.registry],
  });

  readonly commandDuration = new Histogram({
    name: "roadside_command_duration_seconds",
    help: "Time to load, decide and append a command, by command type",
    labelNames: ["command"] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  readonly appends = new Counter({
    name: "roadside_event_store_appends_total",
    help: "Appends to the event store, by outcome (ok, conflict, error)",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });

  readonly appendedEvents = new Counter({
    name: "roadside_events_appended_total",
    help: "Events appended to the event store, by event type",
    labelNames: ["type"] as const,
    registers: [this.registry],
  });

  readonly dispatchOffers = new Counter({
    name: "roadside_dispatch_offers_total",
    help: "Job offers dispatch sent to providers",
    registers: [this.registry],
  });

  readonly webSockets = new Gauge({
    name: "roadside_websocket_connections",
    help: "Open WebSocket connections, by path (/graphql, /ws)",
    labelNames: ["path"] as const,
    registers: [this.registry],
  });

  readonly liveSubscriptions = new Gauge({
    name: "roadside_live_subscriptions",
    help: "Live bus subscriptions (GraphQL subscriptions, /ws followers, internal listeners), by topic",
    labelNames: ["topic"] as const,
    registers: [this.registry],
  });

  constructor(options: { role: string; projections: () => ProjectionStatus[] }) {
    this.registry.setDefaultLabels({ role: options.role });
    collectDefaultMetrics({ register: this.registry });
    const projections = options.projections;
    new Gauge({
      name: "roadside_projection_position",
      help: "Global position (prepare) of the last event each projection has handled",
      labelNames: ["projection"] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const s of projections())
          this.set({ projection: s.name }, Number(s.position.split("/")[1] ?? -1));
      },
    });
    new Gauge({
      name: "roadside_projection_lag_events",
      help: "Events between each projection's position and the head of the store",
      labelNames: ["projection"] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const s of projections()) this.set({ projection: s.name }, s.lagEvents);
      },
    });
    new Gauge({
      name: "roadside_projection_lag_seconds",
      help: "While catching up, the age of the newest event each projection has applied; 0 at the head",
      labelNames: ["projection"] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const s of projections()) this.set({ projection: s.name }, s.lagMs / 1000);
      },
    });
    new Gauge({
      name: "roadside_projection_up",
      help: "1 when the projection is catching up or live here (not standby, failed or stopped)",
      labelNames: ["projection", "state"] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const s of projections())
          this.set(
            { projection: s.name, state: s.state },
            s.state === "live" || s.state === "catching-up" ? 1 : 0,
          );
      },
    });
  }

  readonly observeCommand: CommandObserver = (type, outcome, seconds) => {
    this.commands.inc({ command: type, outcome });
    this.commandDuration.observe({ command: type }, seconds);
  };

  observeAppended(types: readonly string[]): void {
    this.appends.inc({ outcome: "ok" });
    for (const type of types) {
      this.appendedEvents.inc({ type });
      if (type === OFFER_EVENT) this.dispatchOffers.inc();
    }
  }
}
