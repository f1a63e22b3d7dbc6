import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventLog } from "../testing/eventLog";
import { openReadModelHarness, type ReadModelHarness } from "../testing/readModelHarness";
import { atMinute } from "../testing/requestEventBuilders";
import { photoUploaded } from "../testing/tripExtrasEventBuilders";
import { photosProjection } from "./projection";
import { photosOf } from "./queries";

let harness: ReadModelHarness;

beforeAll(async () => {
  harness = await openReadModelHarness([photosProjection]);
});
afterAll(() => harness.close());

describe("photos", () => {
  it("lists a request's photos in upload order, once each", async () => {
    const log = new EventLog();
    const events = log.recordAll([
      photoUploaded({
        photoId: "ph2",
        requestId: "r1",
        uploadedBy: "p1",
        photoType: "after",
        uploadedAt: atMinute(50),
      }),
      photoUploaded({ photoId: "ph1", requestId: "r1", uploadedBy: "c1", uploadedAt: atMinute(5) }),
      photoUploaded({ photoId: "other", requestId: "r2", uploadedBy: "c2" }),
    ]);
    await harness.apply(events);
    await harness.apply(events);
    const photos = await photosOf(harness.sql, "r1");
    expect(photos.map((p) => p.id)).toEqual(["ph1", "ph2"]);
    expect(photos[0]).toEqual({
      id: "ph1",
      requestId: "r1",
      photoType: "problem",
      description: "problem photo",
      location: "25.2048,55.2708",
      uploadedBy: "c1",
      fileName: "tyre.jpg",
      contentType: "image/jpeg",
      sizeBytes: 250_000,
      storagePath: "photos/r1/ph1.jpg",
      createdAt: atMinute(5),
    });
  });
});
