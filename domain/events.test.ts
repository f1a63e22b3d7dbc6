import { describe, expect, it } from "vitest";
import { EmailClaimed } from "./account/emailClaim";
import { AccountEvent } from "./account/events";
import { ChatEvent } from "./chat/events";
import {
  DomainEvent,
  domainEventTypes,
  EventDataError,
  eventRegistry,
  isDomainEventType,
  parseEvent,
  parseEventData,
  schemaVersionOf,
} from "./events";
import { PhotoEvent } from "./photos/events";
import { ProviderEvent } from "./provider/events";
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
].map((schema) => schema.shape.type.value);

describe("the event registry", () => {
  it("lists every event type the aggregates declare, and nothing else", () => {
    expect([...domainEventTypes].sort()).toEqual([...declaredTypes].sort());
    expect(domainEventTypes).toHaveLength(48);
  });

  it("writes schemaVersion 1 for every type today", () => {
    for (const type of domainEventTypes) expect(schemaVersionOf(type)).toBe(1);
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

  it("refuses a schemaVersion it cannot read", () =>
    expect(() => parseEventData("JobAccepted", accepted({ by: "p" }).data, 2)).toThrow(
      "event JobAccepted has schemaVersion 2, but this code reads only schemaVersion 1",
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
