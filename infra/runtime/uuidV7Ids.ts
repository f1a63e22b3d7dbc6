import { v7 } from "uuid";
import type { IdGenerator } from "../../domain/ports/ids";
import { pooledRandom16 } from "./pooledRandom";

/*
 * v7() keeps ids of one millisecond in order with a counter, but only when called without options,
 * and then it asks the OS for 16 random bytes per id. The random bytes come from a pool instead,
 * so the counter is kept here, as uuid keeps it (RFC 9562 §6.2, method 1): a random start each
 * millisecond, one more per id within it, the next millisecond when it wraps.
 */
let lastMs = Number.NEGATIVE_INFINITY;
let seq = 0;

function nextV7(): string {
  const random = pooledRandom16();
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else {
    seq = (seq + 1) | 0;
    if (seq === 0) lastMs += 1;
  }
  return v7({ random, msecs: lastMs, seq });
}

/** Time-ordered ids: streams and rows sort by creation, and index pages stay warm. */
export const uuidV7Ids: IdGenerator = { next: nextV7 };
