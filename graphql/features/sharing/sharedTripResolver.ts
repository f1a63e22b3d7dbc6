import { Arg, Ctx, Query, Resolver, Root, Subscription } from "type-graphql";
import { DomainError } from "../../../domain/shared/domainError";
import { FAMILY_SHARE_CHANGED_TOPIC } from "../../../projections/read-models/family-shares/projection";
import { REQUEST_CHANGED_TOPIC } from "../../../projections/read-models/request-history/projection";
import type { GraphqlContext } from "../../context/graphqlContext";
import { guardedSubscribe } from "../../live/guardedSubscribe";
import { liveIterator } from "../../live/liveIterator";
import { endingAfter } from "./endingAfter";
import { SharedTrip } from "./sharedTripTypes";
import { currentShare, requireActiveShare, sharedTripView } from "./sharedTripView";

/** A captain reports every few seconds; a follower needs no more than one picture a second. */
const POSITION_INTERVAL_MS = 1000;

/**
 * The public tracking page of a family share link: readable by anyone holding a token that still works
 * (no sign-in; over WebSocket a connection may open with only `{ shareToken }` for this subscription).
 */
@Resolver()
export class SharedTripResolver {
  @Query(() => SharedTrip, {
    description:
      "A shared trip by its link's token, signed in or not; NOT_FOUND once the job ended or for an unknown token.",
  })
  async sharedTrip(
    @Arg("shareToken", () => String, { description: "The token of the share link." }) shareToken: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<SharedTrip> {
    const share = await requireActiveShare(ctx.services, shareToken);
    const current = await sharedTripView(ctx.services, share);
    if (!current) throw new DomainError("not_found", "share.linkGone");
    return current.view;
  }

  @Subscription(() => SharedTrip, {
    description:
      "The shared trip now, then after every change of its status and as the captain moves (at most once a second). " +
      "Once the job ends it sends that last state (isActive false) and completes. Unknown or ended tokens: NOT_FOUND.",
    subscribe: guardedSubscribe<{ shareToken: string }>(async ({ shareToken }, ctx) => {
      // Attaching after this check can miss nothing: the first message is read after attaching.
      const share = await requireActiveShare(ctx.services, shareToken);
      let providerId: string | null = null;
      let lastPositionAt = 0;
      let trailing: ReturnType<typeof setTimeout> | null = null;
      let push: (change: object) => void = () => {};
      const iterator = liveIterator<object, SharedTrip>(
        (pushTo) => {
          push = pushTo;
          const ofThisTrip = (change: unknown) => {
            if ((change as { requestId?: string }).requestId === share.requestId) pushTo({});
          };
          const offRequest = ctx.services.liveBus.subscribe(REQUEST_CHANGED_TOPIC, ofThisTrip);
          const offShares = ctx.services.liveBus.subscribe(FAMILY_SHARE_CHANGED_TOPIC, ofThisTrip);
          const offPositions = ctx.services.livePositions.onPosition((position) => {
            if (position.userId !== providerId || trailing) return;
            const send = () => {
              trailing = null;
              lastPositionAt = Date.now();
              pushTo({});
            };
            const wait = lastPositionAt + POSITION_INTERVAL_MS - Date.now();
            if (wait <= 0) send();
            else trailing = setTimeout(send, wait);
          });
          return () => {
            offRequest();
            offShares();
            offPositions();
            if (trailing) clearTimeout(trailing);
          };
        },
        {
          map: async () => {
            const current = await sharedTripView(ctx.services, await currentShare(ctx.services, share));
            if (!current) return undefined;
            providerId = current.providerId;
            return current.view;
          },
          onError: ctx.services.onBackgroundError,
        },
      );
      push({});
      return endingAfter(iterator, (trip) => !trip.isActive);
    }),
  })
  sharedTripUpdated(
    @Root() trip: SharedTrip,
    @Arg("shareToken", () => String, {
      description: "The token of the share link; works without signing in.",
    })
    _shareToken: string,
  ): SharedTrip {
    return trip;
  }
}
