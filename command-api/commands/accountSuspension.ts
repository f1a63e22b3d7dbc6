import { ReinstateAccount, SuspendAccount } from "../../domain/account/commands";
import { accountDecider as decider } from "../../domain/account/decider";
import type { Position } from "../../domain/ports/eventStore";
import type { LiveBus } from "../../domain/ports/liveBus";
import type { Sql } from "../../domain/ports/sql";
import { DomainError } from "../../domain/shared/domainError";
import { accountStream } from "../../domain/streams";
import { openWorkOf } from "../../projections/read-models/provider-dashboard/queries";
import { endSessionsOf } from "../auth/accountSessions";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import { defineCommand } from "../defineCommand";
import { goOffline } from "./providerCommands";
import { reassignJob, withdrawOffer } from "./requestCommands";

const stream = (c: { accountId: string }) => accountStream(c.accountId);

const suspendAccountCommand = defineCommand({
  decider,
  schema: SuspendAccount,
  type: "SuspendAccount",
  stream,
});
export const reinstateAccount = defineCommand({
  decider,
  schema: ReinstateAccount,
  type: "ReinstateAccount",
  stream,
});

export interface SuspensionDeps {
  commands: CommandDeps;
  sql: Sql;
  liveBus: LiveBus;
}

/**
 * An admin suspends an account, and what that means happens at once, in this order:
 * 1. AccountSuspended (the admin and the reason) in the account's stream: from here sign-in and
 *    going online are refused;
 * 2. every session of the account ends and its sockets close (on every node);
 * 3. a captain goes offline (so dispatch and the customer's map drop them), each offer still open
 *    to them is withdrawn (reason `suspended`) and each job they accepted but did not start is
 *    reassigned; dispatch answers both by offering the job to the next captain. A job under way
 *    stays: the captain is with the customer, and support decides (cancel) with them.
 * Each step is idempotent and the decider answers a repeated suspension with no event, so pressing
 * Suspend again finishes what an interrupted first attempt left undone. The steps run as the admin,
 * in the suspension's correlation, so the audit log and timelines name who did it.
 * `userType` is the account's role as the accounts read model has it.
 */
export const suspendAccount =
  (deps: SuspensionDeps) =>
  async (
    input: { accountId: string; reason: string; userType: string },
    context: CommandContext,
  ): Promise<{ position: Position | null }> => {
    const { accountId, reason } = input;
    const suspended = await suspendAccountCommand(deps.commands)({ accountId, reason }, context);
    let position = suspended.position;
    await endSessionsOf(deps.sql, deps.liveBus, accountId);
    if (input.userType !== "provider") return { position };
    const offline = await goOffline(deps.commands)({ providerId: accountId }, context);
    position = offline.position ?? position;
    const work = await openWorkOf(deps.sql, accountId);
    for (const requestId of work.offered) {
      const withdrawn = await withdrawOffer(deps.commands)(
        { requestId, providerId: accountId, reason: "suspended" },
        context,
      ).catch(movedOn);
      position = withdrawn.position ?? position;
    }
    for (const requestId of work.accepted) {
      const reassigned = await reassignJob(deps.commands)(
        { requestId, reason: `captain suspended: ${reason}`.slice(0, 200) },
        context,
      ).catch(movedOn);
      position = reassigned.position ?? position;
    }
    return { position };
  };

/** The request moved on meanwhile (taken by another, started, cancelled): nothing left to take back. */
function movedOn(error: unknown): { position: Position | null } {
  if (error instanceof DomainError && (error.code === "not_found" || error.code === "conflict"))
    return { position: null };
  throw error;
}
