import { graphql, type ResultOf } from "../../shared/graphql";

export const SharedTripFields = graphql(`
  fragment SharedTripFields on SharedTrip {
    requestId
    serviceType
    status
    statusText
    sharedByName
    sharedWithName
    isActive
    expiresAt
    captainName
    captainPhone
    captainRating
    pickupLocation
    pickupLatitude
    pickupLongitude
    etaMinutes
    updatedAt
    tracking {
      remainingKm
      etaMinutes
      speedKmh
      progressPercent
      status
      phase
      color
      positionAt
      providerLatitude
      providerLongitude
    }
  }
`);

export const SharedTripQuery = graphql(
  `
    query SharedTrip($shareToken: String!) {
      sharedTrip(shareToken: $shareToken) {
        ...SharedTripFields
      }
    }
  `,
  [SharedTripFields],
);

export const SharedTripUpdatedSubscription = graphql(
  `
    subscription SharedTripUpdated($shareToken: String!) {
      sharedTripUpdated(shareToken: $shareToken) {
        ...SharedTripFields
      }
    }
  `,
  [SharedTripFields],
);

export type SharedTrip = ResultOf<typeof SharedTripFields>;

/** Whether this browser is told when the trip starts and ends (issue 23). */
export const SharedTripNotifyingQuery = graphql(`
  query SharedTripNotifying($shareToken: String!, $endpoint: String!) {
    sharedTripNotifying(shareToken: $shareToken, endpoint: $endpoint)
  }
`);

export const SubscribeToSharedTripMutation = graphql(`
  mutation SubscribeToSharedTrip($shareToken: String!, $input: PushSubscriptionInput!) {
    subscribeToSharedTrip(shareToken: $shareToken, input: $input)
  }
`);

export const UnsubscribeFromSharedTripMutation = graphql(`
  mutation UnsubscribeFromSharedTrip($shareToken: String!, $endpoint: String!) {
    unsubscribeFromSharedTrip(shareToken: $shareToken, endpoint: $endpoint)
  }
`);
