/** Ids come in through this port (UUIDv7 in production, deterministic in tests). */
export interface IdGenerator {
  next(): string;
}
