import type { Sql } from "../../../domain/ports/sql";
import type { DataOf } from "../shared/domainEvent";

/*
 * Small lookup tables the rows are built from. Each is written by its own stream and read when a row
 * is created, and the customer one is also pushed into existing rows, so the order in which the
 * account and request streams arrive does not matter.
 */

export async function rememberRequest(tx: Sql, d: DataOf<"ServiceRequested">): Promise<void> {
  await tx.query(
    `INSERT INTO provider_dashboard_request (request_id, customer_id, service_type, location,
       pickup_latitude, pickup_longitude, vehicle_type, priority, estimated_price)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (request_id) DO NOTHING`,
    [
      d.requestId,
      d.customerId,
      d.serviceType,
      d.pickup.location,
      d.pickup.latitude,
      d.pickup.longitude,
      d.vehicle.vehicleType,
      d.priority,
      d.estimatedPrice,
    ],
  );
}

/** Latest name and phone win by the event's time; rows already showing the customer follow. */
export async function rememberCustomer(
  tx: Sql,
  accountId: string,
  name: string,
  phone: string,
  at: string,
): Promise<void> {
  const { rows } = await tx.query(
    `INSERT INTO provider_dashboard_customer (account_id, name, phone, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id) DO UPDATE SET name = excluded.name, phone = excluded.phone, updated_at = excluded.updated_at
       WHERE provider_dashboard_customer.updated_at <= excluded.updated_at
     RETURNING 1`,
    [accountId, name, phone, at],
  );
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE provider_dashboard_row SET customer_name = $2, customer_phone = $3
      WHERE customer_id = $1 AND (customer_name IS DISTINCT FROM $2 OR customer_phone IS DISTINCT FROM $3)`,
    [accountId, name, phone],
  );
}

export async function rememberProviderPosition(
  tx: Sql,
  providerId: string,
  latitude: number,
  longitude: number,
  at: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO provider_dashboard_provider_position (provider_id, latitude, longitude, at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider_id) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude, at = excluded.at
       WHERE provider_dashboard_provider_position.at <= excluded.at`,
    [providerId, latitude, longitude, at],
  );
}
