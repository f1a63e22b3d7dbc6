import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES, PhotoUploaded } from "./events";

const uploaded = (data: Partial<Record<string, unknown>>) => ({
  type: "PhotoUploaded",
  data: {
    photoId: "ph1",
    requestId: "r1",
    uploadedBy: "c1",
    photoType: "problem",
    description: "problem photo",
    location: "25.2048,55.2708",
    fileName: "tyre.jpg",
    contentType: "image/jpeg",
    sizeBytes: 250_000,
    storagePath: "photos/r1/ph1.jpg",
    uploadedAt: "2025-03-10T08:00:00.000Z",
    ...data,
  },
});

describe("PhotoUploaded", () => {
  it("accepts an image under 10 MB", () => {
    expect(PhotoUploaded.safeParse(uploaded({ sizeBytes: MAX_PHOTO_BYTES - 1 })).success).toBe(true);
  });

  it("refuses 10 MB or more with the spec's message, and files that are not images", () => {
    const big = PhotoUploaded.safeParse(uploaded({ sizeBytes: MAX_PHOTO_BYTES }));
    expect(big.error?.issues[0]?.message).toBe("File Too Large: Please select a file smaller than 10MB");
    expect(PhotoUploaded.safeParse(uploaded({ contentType: "application/pdf" })).success).toBe(false);
    expect(PhotoUploaded.safeParse(uploaded({ photoType: "selfie" })).success).toBe(false);
  });
});
