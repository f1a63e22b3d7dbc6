import type { Position } from "../../domain/ports/eventStore";
import type { GraphqlContext } from "./graphqlContext";

/**
 * Read-your-writes for mutations: wait (bounded) until the read models the answer is read from have
 * applied the command's events, then read. Only those: waiting for every projection would make each
 * mutation as slow as the slowest one (the REST facade names its read models the same way). Past the
 * bound the write is durable anyway, so the mutation answers with what the read models have.
 */
export async function afterWrite<T>(
  ctx: GraphqlContext,
  position: Position | null,
  readModels: readonly string[],
  read: () => Promise<T>,
): Promise<T> {
  if (position !== null) {
    const signal = AbortSignal.timeout(ctx.services.readYourWritesTimeoutMs);
    try {
      await ctx.services.runner.waitForPosition(position, { projections: readModels, signal });
    } catch (error) {
      // Only the bound is expected; a misnamed read model is a bug and must surface.
      if (!signal.aborted) throw error;
    }
  }
  return read();
}
