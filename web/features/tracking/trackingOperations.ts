import { graphql } from "../../shared/graphql";

/** A request as the tracking screens show it: status, captain, live tracking and the recorded route. */
export const TrackedRequestFields = graphql(`
  fragment TrackedRequestFields on ServiceRequest {
    id shortId status statusText serviceType scheduledAt createdAt acceptedAt startedAt completedAt
    pickupLocation pickupLatitude pickupLongitude destination destinationLatitude destinationLongitude
    estimatedPrice finalPrice vehicleMake vehicleModel vehicleYear vehicleColor licensePlate description
    provider { id name phone displayRating totalJobs totalRatings responseTimeMinutes services }
    tracking {
      status phase color remainingKm etaMinutes speedKmh progressPercent
      providerLatitude providerLongitude positionAt
    }
    route { latitude longitude recordedAt }
  }
`);

/** The request now, then after every change and every position its captain reports (server-computed). */
export const TrackingUpdatedSubscription = graphql(
  `
  subscription TrackingUpdated($requestId: ID!) { trackingUpdated(requestId: $requestId) { ...TrackedRequestFields } }
`,
  [TrackedRequestFields],
);
