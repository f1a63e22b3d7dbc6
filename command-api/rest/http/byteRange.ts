/** An inclusive byte range of a file, as a `Range: bytes=…` header asks for it. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/**
 * Reads a Range header against a file of `size` bytes (RFC 9110 §14): `null` means "send it
 * all" (no header, another unit, or several ranges, which a server may answer in full),
 * `"unsatisfiable"` a 416.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | null | "unsatisfiable" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}
