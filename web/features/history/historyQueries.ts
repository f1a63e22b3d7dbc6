import { graphql, type ResultOf } from "../../shared/graphql";

export const HistoryRequestFields = graphql(`
  fragment HistoryRequestFields on ServiceRequest {
    id
    customerId
    providerId
    serviceType
    status
    priority
    pickupLocation
    destination
    vehicleMake
    vehicleModel
    vehicleYear
    vehicleColor
    licensePlate
    description
    estimatedPrice
    finalPrice
    createdAt
    providerRating
    customerRating
    providerReview
    customerReview
    provider {
      id
      name
    }
  }
`);

/** Spec §6: a customer's bookings, or the jobs a provider held; newest first. */
export const HistoryQuery = graphql(
  `
    query History($cursor: String) {
      myRequests(cursor: $cursor, limit: 50) {
        items {
          ...HistoryRequestFields
        }
        nextCursor
      }
    }
  `,
  [HistoryRequestFields],
);

/** Every change of the viewer's requests, live: status, price, the other side's review. */
export const HistoryUpdatesSubscription = graphql(
  `
    subscription HistoryUpdates {
      myRequests {
        ...HistoryRequestFields
      }
    }
  `,
  [HistoryRequestFields],
);

export const PostReviewMutation = graphql(
  `
    mutation PostReview($requestId: ID!, $rating: Int!, $comment: String) {
      postReview(requestId: $requestId, rating: $rating, comment: $comment) {
        ...HistoryRequestFields
      }
    }
  `,
  [HistoryRequestFields],
);

export type HistoryRequest = ResultOf<typeof HistoryRequestFields>;
