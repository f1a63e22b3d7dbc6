import { Arg, ID, Resolver, Root, Subscription } from "type-graphql";
import { requireSignedIn } from "../../../command-api/auth/policy/identityPolicy";
import { MONEY_CHANGED_TOPIC, type MoneyChanged } from "../../../projections/read-models/money/projection";
import { requestMoney } from "../../../projections/read-models/money/queries";
import { requireAccessStill } from "../../live/accessEnded";
import { checkedIterator, guardedSubscribe } from "../../live/guardedSubscribe";
import { liveIterator } from "../../live/liveIterator";
import { requireMoneyParty } from "./moneyAccess";
import { RequestMoney } from "./moneyTypes";
import { requestMoneyOf } from "./moneyViews";

/**
 * A request's money as it changes: the customer sees an extra the captain just proposed, the captain
 * sees it approved, the history sees its tax invoice and credit notes arrive, without polling.
 */
@Resolver()
export class RequestMoneySubscriptionResolver {
  @Subscription(() => RequestMoney, {
    description:
      "One request's money now (once it has any), then after every change, for its customer, its assigned captain and admins (others: NOT_FOUND). Access is checked on every delivery.",
    subscribe: guardedSubscribe<{ requestId: string }>(async ({ requestId }, ctx) => {
      const principal = requireSignedIn(ctx.principal);
      let push: (change: MoneyChanged) => void = () => {};
      const iterator = liveIterator<MoneyChanged, RequestMoney>(
        (pushTo) => {
          push = pushTo;
          return ctx.services.liveBus.subscribe(MONEY_CHANGED_TOPIC, (change) =>
            pushTo(change as MoneyChanged),
          );
        },
        {
          filter: (change) => change.requestId === requestId,
          map: async () => {
            await requireAccessStill({ resource: "Request", id: requestId }, () =>
              requireMoneyParty(ctx, principal, requestId),
            );
            const row = await requestMoney(ctx.services.sql, requestId);
            return row ? requestMoneyOf(row) : undefined;
          },
          onError: ctx.services.onBackgroundError,
        },
      );
      await checkedIterator(iterator, async () => {
        await requireMoneyParty(ctx, principal, requestId);
      });
      // This subscriber's own read of the current money, queued before any later change.
      push({ requestId });
      return iterator;
    }),
  })
  requestMoneyChanged(
    @Root() money: RequestMoney,
    @Arg("requestId", () => ID, { description: "The request to follow." }) _requestId: string,
  ): RequestMoney {
    return money;
  }
}
