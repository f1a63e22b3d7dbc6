import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emergencyContactAdded, emergencyContactRemoved } from "../testing/accountEventBuilders";
import { EventLog } from "../testing/eventLog";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { atMinute } from "../testing/requestEventBuilders";
import { emergencyContactsProjection } from "./projection";
import { contactsOf } from "./queries";

let harness: ReadModelHarness;

beforeAll(async () => {
  harness = await openReadModelHarness([emergencyContactsProjection]);
});
afterAll(() => harness.close());

describe("emergency_contacts", () => {
  it("adds and removes contacts, ignoring redelivery", async () => {
    const log = new EventLog();
    const added = log.recordAll([
      emergencyContactAdded({ accountId: "c1", contactId: "k1", contactName: "Omar", addedAt: atMinute(0) }),
      emergencyContactAdded({
        accountId: "c1",
        contactId: "k2",
        contactName: "Layla",
        relationship: "friend",
        addedAt: atMinute(1),
      }),
    ]);
    await harness.apply(added);
    await harness.apply(log.recordAll([emergencyContactRemoved("c1", "k1")]));
    await harness.apply(added);
    expect(await contactsOf(harness.sql, "c1")).toEqual([
      {
        id: "k2",
        userId: "c1",
        contactName: "Layla",
        contactPhone: "+971 50 765 4321",
        relationship: "friend",
      },
    ]);
    expect(await contactsOf(harness.sql, "nobody")).toEqual([]);
  });
});
