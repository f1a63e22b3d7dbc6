import type { Clock } from "../domain/ports/clock";
import type { EventStore } from "../domain/ports/eventStore";
import type { IdGenerator } from "../domain/ports/ids";
import type { PasswordHasher } from "./ports/passwordHasher";

export interface CommandDeps {
  store: EventStore;
  clock: Clock;
  ids: IdGenerator;
  hasher: PasswordHasher;
  /** How long a provider has to answer an offer before dispatch moves on. */
  offerTtlSeconds: number;
}
