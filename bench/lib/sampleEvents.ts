import { v7 as uuidv7 } from "uuid";
import type { NewEvent } from "../../domain/ports/eventStore";

/** An event shaped like the product's: a towing request with full metadata (~500 bytes as JSON). */
export function serviceRequested(): NewEvent {
  return {
    type: "ServiceRequested",
    data: {
      requestId: uuidv7(),
      customerId: uuidv7(),
      service: "towing",
      location: { lat: 25.2048, lng: 55.2708, emirate: "Dubai", address: "Sheikh Zayed Rd, Trade Centre 1" },
      vehicle: { make: "Nissan", model: "Patrol", year: 2021, plate: "Dubai K 48213" },
      notes: "Flat tyre on the hard shoulder, hazard lights on",
      quotedPriceAed: 250,
    },
    metadata: {
      eventId: uuidv7(),
      correlationId: uuidv7(),
      causationId: null,
      actor: { userId: uuidv7(), role: "customer" },
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}
