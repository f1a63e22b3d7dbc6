import type { Projection } from "../../projection";

export const REQUEST_ROUTE = "request_route";

/**
 * The route each job's provider drove, as dispatch sampled it (`RoutePointRecorded`): for replaying a
 * job on the admin map, and for live tracking's progress (where the provider started from).
 */
export const requestRouteProjection: Projection = {
  name: REQUEST_ROUTE,
  version: 1,
  handles: ["RoutePointRecorded"],
  tables: [REQUEST_ROUTE],

  async migrate(tx) {
    await tx.query(`CREATE TABLE IF NOT EXISTS request_route (
      event_id text PRIMARY KEY,
      request_id text NOT NULL,
      provider_id text NOT NULL,
      latitude double precision NOT NULL,
      longitude double precision NOT NULL,
      recorded_at timestamptz NOT NULL
    )`);
    await tx.query(
      "CREATE INDEX IF NOT EXISTS request_route_by_request ON request_route (request_id, recorded_at)",
    );
  },

  async apply(events, tx) {
    for (const event of events) {
      const d = event.data as {
        requestId: string;
        providerId: string;
        latitude: number;
        longitude: number;
        recordedAt: string;
      };
      await tx.query(
        `INSERT INTO request_route (event_id, request_id, provider_id, latitude, longitude, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [event.metadata.eventId, d.requestId, d.providerId, d.latitude, d.longitude, d.recordedAt],
      );
    }
    return [];
  },
};
