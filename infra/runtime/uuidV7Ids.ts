import { v7 } from "uuid";
import type { IdGenerator } from "../../domain/ports/ids";

/** Time-ordered ids: streams and rows sort by creation, and index pages stay warm. */
export const uuidV7Ids: IdGenerator = { next: () => v7() };
