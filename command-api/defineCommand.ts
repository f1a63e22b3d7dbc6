import type { z } from "zod";
import type { Decider } from "../domain/shared/decider";
import { DomainError } from "../domain/shared/domainError";
import type { CommandContext } from "./commandContext";
import type { CommandDeps, CommandOutcome } from "./commandDeps";
import type { CommandInput } from "./commandInput";
import { handleCommand } from "./handleCommand";
import { parseCommand } from "./parseCommand";

/**
 * One command of one aggregate: which schema validates it, which stream it goes to.
 * The result is `(deps) => (input, context) => CommandResult`, the shape every edge calls.
 */
export function defineCommand<
  C extends { type: string },
  E extends { type: string; data: unknown },
  St,
  S extends z.ZodType<C>,
>(spec: {
  decider: Decider<C, E, St>;
  schema: S;
  type: C["type"];
  stream: (command: z.output<S>) => string;
  retryOnConflict?: boolean;
  /** See HandleOptions.newStream. */
  newStream?: boolean;
}) {
  return (deps: CommandDeps) => async (input: CommandInput<z.input<S>>, context: CommandContext) => {
    const started = performance.now();
    const observe = (outcome: CommandOutcome) =>
      deps.observeCommand?.(spec.type, outcome, (performance.now() - started) / 1000);
    try {
      const at = deps.clock.now().toISOString();
      const command = parseCommand(spec.schema, { ...input, type: spec.type, actor: context.actor, at });
      const result = await handleCommand(deps, spec.stream(command), spec.decider, command, context, at, {
        retryOnConflict: spec.retryOnConflict ?? true,
        newStream: spec.newStream ?? false,
      });
      observe(result.events.length > 0 ? "accepted" : "unchanged");
      return result;
    } catch (error) {
      observe(
        error instanceof DomainError ? (error.code === "conflict" ? "conflict" : "rejected") : "failed",
      );
      throw error;
    }
  };
}
