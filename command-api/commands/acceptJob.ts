import type { z } from "zod";
import { asCurrentEvent } from "../../domain/events";
import type { EventStore } from "../../domain/ports/eventStore";
import type { ProviderCommand } from "../../domain/provider/commands";
import { providerDecider } from "../../domain/provider/decider";
import type { ProviderState } from "../../domain/provider/state";
import { AcceptJob } from "../../domain/request/commands";
import { requestDecider } from "../../domain/request/decider";
import type { RequestEvent } from "../../domain/request/events";
import { keepsProviderBusy, type RequestState } from "../../domain/request/state";
import { fold } from "../../domain/shared/decider";
import { providerStream, requestStream } from "../../domain/streams";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import type { CommandInput } from "../commandInput";
import { CommandFor, type CommandResult, handleCommand } from "../handleCommand";
import { parseCommand } from "../parseCommand";

/**
 * A provider accepts a job. Two streams decide it, in this order:
 * 1. the request's rules are checked first (offered to them, still open, not expired), so a refused
 *    accept books nobody;
 * 2. the provider is booked in their own stream: it refuses while the job they took last is still
 *    theirs, and two accepts by one provider race on its revision, so only one can book them;
 * 3. the request records the acceptance: two providers accepting one request race on its revision,
 *    and the loser is told another provider was first.
 * A booking whose acceptance then fails (lost the race, or a crash between 2 and 3) frees the
 * provider by itself: `keepsProviderBusy` reads that request's stream, where the job is not theirs.
 */
export const acceptJob =
  (deps: CommandDeps) =>
  async (
    input: CommandInput<z.input<typeof AcceptJob>>,
    context: CommandContext,
  ): Promise<CommandResult<RequestEvent>> => {
    const at = deps.clock.now().toISOString();
    const command = parseCommand(AcceptJob, { ...input, type: "AcceptJob", actor: context.actor, at });
    const stream = requestStream(command.requestId);

    const request = await requestState(deps.store, command.requestId);
    if (requestDecider.decide(command, request).length === 0) return { events: [], position: null };

    const providerId = command.actor.userId;
    await handleCommand(
      deps,
      providerStream(providerId),
      providerDecider,
      new CommandFor<ProviderCommand, ProviderState>(async (provider) => ({
        type: "BookProvider",
        actor: command.actor,
        at,
        providerId,
        requestId: command.requestId,
        currentJobHeld:
          provider.bookedFor !== null &&
          provider.bookedFor !== command.requestId &&
          keepsProviderBusy(await requestState(deps.store, provider.bookedFor), providerId, at),
      })),
      context,
      at,
    );

    return handleCommand(deps, stream, requestDecider, command, context, at);
  };

async function requestState(store: EventStore, requestId: string): Promise<RequestState> {
  const recorded = await store.readStream(requestStream(requestId));
  return fold(
    requestDecider,
    recorded.map((e) => asCurrentEvent<RequestEvent>(e)),
  );
}
