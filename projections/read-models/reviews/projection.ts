import type { Projection, ProjectionChange } from "../../projection";
import { BatchTable, insertNew, type Row } from "../shared/batchTable";
import { parseRecorded } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { REVIEWS, REVIEWS_DDL, REVIEWS_INDEXES } from "./schema";

export const REVIEW_POSTED_TOPIC = "reviews.posted";

interface RequestRow extends Row {
  request_id: string;
  service_type: string;
}

export const reviewsProjection: Projection = {
  name: REVIEWS,
  version: 1,
  handles: ["ServiceRequested", "ReviewPosted"],
  tables: [REVIEWS, "reviews_request", streamRevisionTable(REVIEWS)],

  async migrate(tx) {
    for (const statement of REVIEWS_DDL) await tx.query(statement);
  },

  indexes: REVIEWS_INDEXES,

  /** In memory, in order: a review takes the service type known when it is applied, as one by one. */
  async apply(events, tx) {
    const unseen = (await claimUnseenEvents(tx, REVIEWS, events)).map(parseRecorded);
    const requests = new BatchTable<RequestRow>("reviews_request", ["request_id"]);
    await requests.load(
      tx,
      unseen.map((event) => [(event.data as { requestId: string }).requestId]),
    );
    const newRequests: RequestRow[] = [];
    const reviews: Row[] = [];
    const changes: ProjectionChange[] = [];
    for (const event of unseen) {
      if (event.type === "ServiceRequested") {
        const { requestId, serviceType } = event.data;
        if (!requests.get(requestId)) {
          const row = { request_id: requestId, service_type: serviceType };
          requests.put(row);
          newRequests.push(row);
        }
      } else if (event.type === "ReviewPosted") {
        const d = event.data;
        reviews.push({
          id: `${d.requestId}:${d.reviewerRole}`,
          request_id: d.requestId,
          service_type: requests.get(d.requestId)?.service_type ?? null,
          reviewer_id: d.reviewerId,
          reviewee_id: d.revieweeId,
          reviewer_role: d.reviewerRole,
          rating: d.rating,
          comment: d.comment,
          created_at: d.postedAt,
        });
        changes.push({
          topic: REVIEW_POSTED_TOPIC,
          payload: { requestId: d.requestId, revieweeId: d.revieweeId },
        });
      }
    }
    // Disjoint tables: both inserts in one round trip.
    await Promise.all([insertNew(tx, "reviews_request", newRequests), insertNew(tx, REVIEWS, reviews)]);
    return changes;
  },
};
