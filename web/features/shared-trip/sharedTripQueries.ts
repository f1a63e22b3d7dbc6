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
