import { z } from "zod";
import { DomainError } from "../../../domain/shared/domainError";
import { accountById } from "../../../projections/read-models/accounts/queries";
import { byId } from "../../../projections/read-models/request-history/queries";
import { REQUEST_HISTORY } from "../../../projections/read-models/request-history/schema";
import { reviewsAbout, reviewsBy } from "../../../projections/read-models/reviews/queries";
import { REVIEWS } from "../../../projections/read-models/reviews/schema";
import { notFound } from "../../auth/policy/accessErrors";
import { requireActingAsSelf } from "../../auth/policy/identityPolicy";
import { requireVisibleRequest } from "../../auth/policy/requestPolicy";
import { requireMayReadReviewsAbout } from "../../auth/policy/reviewPolicy";
import { postReview } from "../../commands/requestCommands";
import { type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import { IdParams } from "../schemas/commonSchemas";
import { Review, ReviewBody } from "../schemas/reviewSchemas";

const TAG = "Reviews";

export function reviewRoutes(ctx: RestContext): RestRoute[] {
  return [
    signedInRoute({
      method: "GET",
      path: "/api/reviews/user/{id}",
      summary: "Reviews written about a user, newest first",
      tag: TAG,
      params: IdParams,
      response: z.array(Review),
      errors: [400, 401, 403, 404],
      async handle({ principal, params }) {
        const subject = await accountById(ctx.sql, params.id);
        if (!subject) throw notFound({ resource: "User", id: params.id });
        requireMayReadReviewsAbout(principal, { userId: subject.id, userType: subject.userType });
        return reviewsAbout(ctx.sql, params.id);
      },
    }),

    signedInRoute({
      method: "POST",
      path: "/api/reviews",
      summary: "Review the other party of a completed request (once per side)",
      tag: TAG,
      roles: ["customer", "provider"],
      body: ReviewBody,
      response: Review,
      errors: [400, 401, 403, 404, 409],
      async handle({ principal, body, request }) {
        requireActingAsSelf(principal, body.reviewerId, "reviewerId");
        const view = requireVisibleRequest(principal, await byId(ctx.sql, body.requestId), body.requestId);
        // Spec §6: the reviewee is the provider for customers and the customer for providers.
        const otherParty = principal.userId === view.customerId ? view.providerId : view.customerId;
        if (otherParty !== null && body.revieweeId !== otherParty)
          throw new DomainError(
            "bad_input",
            "review.revieweeNotOtherParty",
            { field: "revieweeId" },
            "revieweeId",
          );
        const { position } = await postReview(ctx.commands)(
          { requestId: body.requestId, rating: body.rating, comment: body.comment },
          ctx.contextOf(principal, request),
        );
        // Spec §7: after a review the client refetches the user's reviews and the requests.
        await ctx.settled(position, [REVIEWS, REQUEST_HISTORY]);
        const posted = (await reviewsBy(ctx.sql, principal.userId)).find(
          (r) => r.requestId === body.requestId,
        );
        return (
          posted ?? {
            requestId: body.requestId,
            reviewerId: principal.userId,
            revieweeId: body.revieweeId,
            rating: body.rating,
            comment: body.comment,
          }
        );
      },
    }),
  ];
}
