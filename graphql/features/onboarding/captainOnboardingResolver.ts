import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { requireCaptainOrAdmin } from "../../../command-api/auth/policy/captainPolicy";
import {
  approveCaptain,
  completeCaptainProfile,
  rejectCaptain,
  submitCaptainForReview,
} from "../../../command-api/commands/onboardingCommands";
import { uaeToday } from "../../../command-api/uaeToday";
import type { Position } from "../../../domain/ports/eventStore";
import { DomainError } from "../../../domain/shared/domainError";
import {
  type CaptainOnboardingView,
  captainOnboarding,
  verificationQueue,
} from "../../../projections/read-models/captain-onboarding/queries";
import { CAPTAIN_ONBOARDING } from "../../../projections/read-models/captain-onboarding/schema";
import { PROVIDER_DIRECTORY } from "../../../projections/read-models/provider-directory/schema";
import { actingAs } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";
import { CaptainProfileInput } from "./captainOnboardingInputs";
import { CaptainOnboarding } from "./captainOnboardingTypes";

/** What an onboarding answer is read from: the onboarding itself, and who customers see. */
const ONBOARDING_READ_MODELS = [CAPTAIN_ONBOARDING, PROVIDER_DIRECTORY];

/** The captain's onboarding as it stands today, or NOT_FOUND (no such captain). */
export async function onboardingOf(ctx: GraphqlContext, providerId: string): Promise<CaptainOnboardingView> {
  const view = await captainOnboarding(ctx.services.sql, providerId, uaeToday(ctx.services.commands.clock));
  if (!view)
    throw new DomainError(
      "not_found",
      "resource.notFound",
      { resource: "Captain", id: providerId },
      "providerId",
    );
  return view;
}

const answer = (ctx: GraphqlContext, position: Position | null, providerId: string) =>
  afterWrite(ctx, position, ONBOARDING_READ_MODELS, () => onboardingOf(ctx, providerId));

/**
 * Captain onboarding (issue 19): the captain completes their profile and submits it with their
 * papers (uploaded by REST multipart); admins approve or reject with a reason. Every step is a
 * command on the captain's provider stream, with the caller as actor.
 */
@Resolver()
export class CaptainOnboardingResolver {
  @Query(() => CaptainOnboarding, { description: "Providers: their own onboarding and status." })
  async myCaptainOnboarding(@Ctx() ctx: GraphqlContext): Promise<CaptainOnboarding> {
    const { principal } = actingAs(ctx, ["provider"]);
    return onboardingOf(ctx, principal.userId);
  }

  @Query(() => CaptainOnboarding, {
    description: "Admins, or the captain themselves: one captain's onboarding (others: NOT_FOUND).",
  })
  async captainOnboarding(
    @Arg("providerId", () => ID, { description: "The captain." }) providerId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<CaptainOnboarding> {
    const { principal } = actingAs(ctx);
    requireCaptainOrAdmin(principal, providerId, { resource: "Captain", id: providerId });
    return onboardingOf(ctx, providerId);
  }

  @Query(() => [CaptainOnboarding], {
    description: "Admins: captains whose submission waits for review, oldest submission first.",
  })
  async captainVerificationQueue(
    @Ctx() ctx: GraphqlContext,
    @Arg("limit", () => Int, { defaultValue: 50, description: "At most this many captains, 1 to 200." })
    limit: number,
  ): Promise<CaptainOnboarding[]> {
    actingAs(ctx, ["admin"]);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200)
      throw new DomainError("bad_input", "input.range", { field: "limit", min: 1, max: 200 }, "limit");
    return verificationQueue(ctx.services.sql, uaeToday(ctx.services.commands.clock), limit);
  }

  @Mutation(() => CaptainOnboarding, {
    description:
      "Providers: complete or change their business profile. A change after approval needs a new review.",
  })
  async completeCaptainProfile(
    @Arg("input", () => CaptainProfileInput, { description: "The whole profile as it should be." })
    input: CaptainProfileInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<CaptainOnboarding> {
    const { principal, command } = actingAs(ctx, ["provider"]);
    const { position } = await completeCaptainProfile(ctx.services.commands)(
      { providerId: principal.userId, profile: { ...input } },
      command,
    );
    return answer(ctx, position, principal.userId);
  }

  @Mutation(() => CaptainOnboarding, {
    description: "Providers: submit their profile and papers for an admin's review.",
  })
  async submitCaptainForReview(@Ctx() ctx: GraphqlContext): Promise<CaptainOnboarding> {
    const { principal, command } = actingAs(ctx, ["provider"]);
    const { position } = await submitCaptainForReview(ctx.services.commands)(
      { providerId: principal.userId },
      command,
    );
    return answer(ctx, position, principal.userId);
  }

  @Mutation(() => CaptainOnboarding, {
    description: "Admins: approve a waiting captain (an optional note is kept in their history).",
  })
  async approveCaptain(
    @Arg("providerId", () => ID, { description: "A captain whose submission waits for review." })
    providerId: string,
    @Ctx() ctx: GraphqlContext,
    @Arg("note", () => String, {
      nullable: true,
      description: "A note kept in the captain's history; null for none.",
    })
    note?: string | null,
  ): Promise<CaptainOnboarding> {
    const { command } = actingAs(ctx, ["admin"]);
    const { position } = await approveCaptain(ctx.services.commands)(
      { providerId, ...(note != null ? { note } : {}) },
      command,
    );
    return answer(ctx, position, providerId);
  }

  @Mutation(() => CaptainOnboarding, {
    description:
      "Admins: reject a waiting captain with the reason they are shown (they fix it and resubmit).",
  })
  async rejectCaptain(
    @Arg("providerId", () => ID, { description: "A captain whose submission waits for review." })
    providerId: string,
    @Arg("reason", () => String, { description: "What to fix, as the captain will read it." }) reason: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<CaptainOnboarding> {
    const { command } = actingAs(ctx, ["admin"]);
    const { position } = await rejectCaptain(ctx.services.commands)({ providerId, reason }, command);
    return answer(ctx, position, providerId);
  }
}
