import { Resolver, Root, Subscription } from "type-graphql";
import { requireRole } from "../../../command-api/auth/policy/identityPolicy";
import { ACCOUNT_CHANGED_TOPIC } from "../../../projections/read-models/accounts/projection";
import {
  CAPTAIN_ONBOARDING_CHANGED_TOPIC,
  type CaptainOnboardingChanged,
} from "../../../projections/read-models/captain-onboarding/projection";
import type { CaptainOnboardingView } from "../../../projections/read-models/captain-onboarding/queries";
import { guardedSubscribe } from "../../live/guardedSubscribe";
import { liveIterator } from "../../live/liveIterator";
import { onboardingOf } from "./captainOnboardingResolver";
import { CaptainOnboarding } from "./captainOnboardingTypes";

/** Whose onboarding changed: the onboarding read model names the captain, the accounts one the account. */
type Change = { providerId: string };

/**
 * The captain's own onboarding, live: their status screen changes the moment an admin approves or
 * rejects them, a paper lapses or is warned about, or their account changes (email verified). A
 * suspension ends the captain's sessions and closes this socket with them.
 */
@Resolver()
export class CaptainOnboardingSubscriptionResolver {
  @Subscription(() => CaptainOnboarding, {
    description:
      "Providers: their onboarding as it is now, then again after every change of it (review, expiry, account). " +
      "The first message also tells the client the subscription is live.",
    subscribe: guardedSubscribe<Record<string, never>>(async (_args, ctx) => {
      const principal = requireRole(ctx.principal, ["provider"]);
      const me = principal.userId;
      let push: (change: Change) => void = () => {};
      const iterator = liveIterator<Change, CaptainOnboardingView>(
        (pushTo) => {
          push = pushTo;
          const offOnboarding = ctx.services.liveBus.subscribe(CAPTAIN_ONBOARDING_CHANGED_TOPIC, (payload) =>
            pushTo(payload as CaptainOnboardingChanged),
          );
          const offAccount = ctx.services.liveBus.subscribe(ACCOUNT_CHANGED_TOPIC, (payload) =>
            pushTo({ providerId: (payload as { accountId: string }).accountId }),
          );
          return () => {
            offOnboarding();
            offAccount();
          };
        },
        {
          filter: (change) => change.providerId === me,
          map: () => onboardingOf(ctx, me),
          // Each message carries the whole current state: only the newest matters.
          maxQueued: 5,
          onError: ctx.services.onBackgroundError,
        },
      );
      push({ providerId: me });
      return iterator;
    }),
  })
  myCaptainOnboardingUpdated(@Root() onboarding: CaptainOnboarding): CaptainOnboarding {
    return onboarding;
  }
}
