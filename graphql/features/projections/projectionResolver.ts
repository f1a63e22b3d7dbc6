import { Arg, Ctx, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import { requireRole } from "../../../command-api/auth/policy/identityPolicy";
import { DomainError } from "../../../domain/shared/domainError";
import type { ProjectionStatus as RunnerStatus } from "../../../projections/runner/projectionStatus";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { guardedSubscribe } from "../../live/guardedSubscribe";
import { liveIterator } from "../../live/liveIterator";
import { ProjectionStatus } from "./projectionTypes";

/** Operations (admins): where each read model is, rebuilding one, and watching it happen. */
@Resolver()
export class ProjectionResolver {
  @Query(() => [ProjectionStatus], { description: "Admins: every projection's position, lag and state." })
  projectionStatus(@Ctx() ctx: GraphqlContext): RunnerStatus[] {
    signedIn(ctx, ["admin"]);
    return ctx.services.runner.status();
  }

  @Mutation(() => ProjectionStatus, {
    description:
      "Starts replaying one projection into fresh tables (the live ones keep serving) and answers its status; " +
      "follow it with `projectionProgress`.",
  })
  rebuildProjection(
    @Arg("name", () => String, {
      description: "The projection to rebuild (see projectionStatus for the names).",
    })
    name: string,
    @Ctx() ctx: GraphqlContext,
  ): RunnerStatus {
    signedIn(ctx, ["admin"]);
    const { runner } = ctx.services;
    const current = runner.status().find((status) => status.name === name);
    if (!current) {
      const known = runner
        .status()
        .map((status) => status.name)
        .join(", ");
      throw new DomainError("not_found", "projection.unknown", { name, known }, "name");
    }
    if (current.state === "rebuilding" || current.rebuild?.phase === "replaying")
      throw new DomainError("conflict", "projection.alreadyRebuilding", { name }, "name");
    // Minutes on a big log: the mutation answers at once and progress goes out on the subscription.
    runner.rebuild(name).catch((error: unknown) => ctx.services.onBackgroundError(error));
    return runner.status().find((status) => status.name === name) ?? current;
  }

  @Subscription(() => ProjectionStatus, {
    description: "Admins: every status change of every projection (rebuild progress, catch-up, failures).",
    subscribe: guardedSubscribe<Record<string, never>>(async (_args, ctx) => {
      requireRole(ctx.principal, ["admin"]);
      return liveIterator<RunnerStatus, RunnerStatus>((push) => ctx.services.runner.onStatus(push), {
        map: (status) => status,
        onError: ctx.services.onBackgroundError,
        // Only the latest state of each matters to a watcher that fell behind.
        maxQueued: 200,
      });
    }),
  })
  projectionProgress(@Root() status: ProjectionStatus): ProjectionStatus {
    return status;
  }
}
