import { describe, expect, it } from "vitest";
import { EmailClaimed } from "./account/emailClaim";
import { AccountEvent } from "./account/events";
import { ChatEvent } from "./chat/events";
import {
  asCurrentEvent,
  DomainEvent,
  domainEventTypes,
  EventDataError,
  eventRegistry,
  isDomainEventType,
  parseEvent,
  parseEventData,
  schemaVersionOf,
  upcastEventData,
} from "./events";
import { DocumentNumberAssigned } from "./invoicing/documentNumbers";
import { ProcessorNotificationReceived } from "./payments/notificationEvents";
import { PayoutEvent } from "./payout/events";
import { PhotoEvent } from "./photos/events";
import { ProviderEvent } from "./provider/events";
import { PushEvent } from "./push/events";
import { RequestEvent } from "./request/events";
import { accepted, requested } from "./request/request.fixtures";
import { SharingEvent } from "./sharing/events";

const declaredTypes = [
  ...RequestEvent.options,
  ...ProviderEvent.options,
  ...AccountEvent.options,
  EmailClaimed,
  ...ChatEvent.options,
  ...PhotoEvent.options,
  ...SharingEvent.options,
  ...PushEvent.options,
  DocumentNumberAssigned,
  ...PayoutEvent.options,
  ProcessorNotificationReceived,
].map((schema) => schema.shape.type.value);

describe("the event registry", () => {
  it("lists every event type the aggregates declare, and nothing else", () => {
    expect([...domainEventTypes].sort()).toEqual([...declaredTypes].sort());
    // 51 before money (issue 20): + 15 request money events, PayoutAccountSet, DocumentNumberAssigned, 2 payout,
    // ProcessorNotificationReceived; + 2 share push subscription events (issue 23); + PreferredLanguageSet (issue 22).
    expect(domainEventTypes).toHaveLength(74);
  });

  it("writes schemaVersion 1 for every type today but those whose shape changed", () => {
    const changed = domainEventTypes.filter((type) => schemaVersionOf(type) !== 1);
    expect(changed).toEqual(["TowingEquipmentAdded"]);
    expect(schemaVersionOf("TowingEquipmentAdded")).toBe(2);
  });

  it("every version below the current one has an upcaster", () => {
    for (const type of domainEventTypes) {
      const entry: { schemaVersion: number; upcasters?: Record<number, unknown> } = eventRegistry[type];
      for (let version = 1; version < entry.schemaVersion; version++)
        expect(entry.upcasters?.[version], `${type} v${version}`).toBeTypeOf("function");
    }
  });

  it("recognises its types", () => {
    expect(isDomainEventType("JobAccepted")).toBe(true);
    expect(isDomainEventType("EmailClaimed")).toBe(true);
    expect(isDomainEventType("JobAcepted")).toBe(false);
    expect(isDomainEventType("toString")).toBe(false); // not fooled by Object.prototype
  });

  it("each entry's schema is the data schema of its event", () => {
    const event = requested();
    expect(eventRegistry.ServiceRequested.data.parse(event.data)).toEqual(event.data);
  });
});

describe("parseEventData", () => {
  it("returns the validated data", () => {
    const event = accepted({ by: "prov-a" });
    expect(parseEventData("JobAccepted", event.data)).toEqual(event.data);
  });

  it("applies the schema's normalisation", () => {
    const data = { email: "Mariam@Example.AE", accountId: "acc-1", claimedAt: "2025-03-01T08:00:00.000Z" };
    expect(parseEventData("EmailClaimed", data).email).toBe("mariam@example.ae");
  });

  it("names the type and every field at fault", () => {
    const bad = {
      ...requested().data,
      pickup: { location: "x", latitude: 91, longitude: 55 },
      estimatedPrice: -1,
    };
    let error: unknown;
    try {
      parseEventData("ServiceRequested", bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EventDataError);
    const { eventType, fields, message } = error as EventDataError;
    expect(eventType).toBe("ServiceRequested");
    expect(fields).toEqual(["pickup.latitude", "estimatedPrice"]);
    expect(message).toMatch(
      /^invalid data in event ServiceRequested \(schemaVersion 1\): pickup\.latitude: .+; estimatedPrice: /,
    );
  });

  it("refuses data that is not an object", () =>
    expect(() => parseEventData("JobStarted", null)).toThrow(/invalid data in event JobStarted .*\(data\)/));

  it("refuses an unknown type", () =>
    expect(() => parseEventData("JobAcepted", {})).toThrow('unknown event type "JobAcepted"'));

  it("refuses a schemaVersion newer than this code", () =>
    expect(() => parseEventData("JobAccepted", accepted({ by: "p" }).data, 2)).toThrow(
      "event JobAccepted has schemaVersion 2, but this code reads only schemaVersion 1 to 1",
    ));

  it("accepts the current schemaVersion", () =>
    expect(parseEventData("JobAccepted", accepted({ by: "p" }).data, 1)).toEqual(accepted({ by: "p" }).data));
});

describe("parseEvent", () => {
  it("returns a typed event that the DomainEvent schema accepts", () => {
    const event = parseEvent("ServiceRequested", requested().data);
    expect(event.type).toBe("ServiceRequested");
    expect(DomainEvent.parse(event)).toEqual(requested());
  });
});

describe("upcasting: TowingEquipmentAdded v1 (no plate) reads as v2", () => {
  const v1 = {
    equipmentId: "truck-1",
    truckName: "Flatbed 1",
    truckType: "flatbed",
    capacityKg: 3500,
    compatibleVehicles: ["sedan"],
    features: ["winch"],
    providerId: "prov-a",
    addedAt: "2025-03-01T08:00:00.000Z",
  };

  it("a v1 event gets an empty plate and passes today's schema", () =>
    expect(parseEventData("TowingEquipmentAdded", v1, 1)).toEqual({ ...v1, plate: "" }));

  it("without the upcaster the v1 data would not be today's shape", () =>
    expect(() => parseEventData("TowingEquipmentAdded", v1, 2)).toThrow(/plate/));

  it("a v2 event is read as written, not copied", () => {
    const v2 = { ...v1, plate: "Dubai A 1" };
    expect(upcastEventData("TowingEquipmentAdded", v2, 2)).toBe(v2);
  });

  it("the deciders' fold upcasts too (asCurrentEvent)", () =>
    expect(
      asCurrentEvent({ type: "TowingEquipmentAdded", data: v1, metadata: { schemaVersion: 1 } }),
    ).toEqual({ type: "TowingEquipmentAdded", data: { ...v1, plate: "" } }));

  it("refuses version 0 and data that is not an object, naming the type", () => {
    expect(() => upcastEventData("TowingEquipmentAdded", v1, 0)).toThrow(
      "event TowingEquipmentAdded has schemaVersion 0",
    );
    expect(() => upcastEventData("TowingEquipmentAdded", "x", 1)).toThrow("not an object");
  });
});
