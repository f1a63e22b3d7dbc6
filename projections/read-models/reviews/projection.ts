import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { REVIEWS, REVIEWS_DDL } from "./schema";

export const REVIEW_POSTED_TOPIC = "reviews.posted";

export const reviewsProjection: Projection = {
  name: REVIEWS,
  version: 1,
  handles: ["ServiceRequested", "ReviewPosted"],
  tables: [REVIEWS, "reviews_request", streamRevisionTable(REVIEWS)],

  async migrate(tx) {
    for (const statement of REVIEWS_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const changes: ProjectionChange[] = [];
    for (const event of (await claimUnseenEvents(tx, REVIEWS, events)).map(parseRecorded)) {
      if (event.type === "ServiceRequested") {
        await tx.query(
          `INSERT INTO reviews_request (request_id, service_type) VALUES ($1, $2) ON CONFLICT (request_id) DO NOTHING`,
          [event.data.requestId, event.data.serviceType],
        );
      } else if (event.type === "ReviewPosted") {
        const d = event.data;
        await tx.query(
          `INSERT INTO reviews (id, request_id, service_type, reviewer_id, reviewee_id, reviewer_role, rating, comment,
             created_at)
           SELECT $1::text || ':' || $5::text, $1, (SELECT service_type FROM reviews_request WHERE request_id = $1), $2, $3, $5,
                  $4, $6, $7
           ON CONFLICT (id) DO NOTHING`,
          [d.requestId, d.reviewerId, d.revieweeId, d.rating, d.reviewerRole, d.comment, d.postedAt],
        );
        changes.push({
          topic: REVIEW_POSTED_TOPIC,
          payload: { requestId: d.requestId, revieweeId: d.revieweeId },
        });
      }
    }
    return changes;
  },
};
