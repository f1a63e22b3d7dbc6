import { describe, expect, it } from "vitest";
import { byteRangeOf } from "./byteRange";

describe("a Range header against a 1000-byte file", () => {
  it("reads a closed range, an open one, and a suffix", () => {
    expect(byteRangeOf("bytes=0-126", 1000)).toEqual({ start: 0, end: 126 });
    expect(byteRangeOf("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
  });

  it("clips an end past the file, and a suffix longer than it", () => {
    expect(byteRangeOf("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
    expect(byteRangeOf("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("answers the whole file for no header, another unit, several ranges or a reversed one", () => {
    expect(byteRangeOf(undefined, 1000)).toBeNull();
    expect(byteRangeOf("items=0-1", 1000)).toBeNull();
    expect(byteRangeOf("bytes=0-1,5-6", 1000)).toBeNull();
    expect(byteRangeOf("bytes=10-5", 1000)).toBeNull();
  });

  it("refuses a start past the end, and an empty suffix", () => {
    expect(byteRangeOf("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(byteRangeOf("bytes=-0", 1000)).toBe("unsatisfiable");
  });
});
