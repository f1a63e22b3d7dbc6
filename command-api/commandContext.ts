import type { Actor } from "../domain/shared/actor";

/** Who asks, and the ids that tie a command to its events in the audit log and the logs. */
export interface CommandContext {
  actor: Actor;
  correlationId: string;
  /** The event or request that caused this command (dispatch reacting to an event), if any. */
  causationId: string | null;
}
