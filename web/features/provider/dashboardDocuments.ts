import { graphql } from "../../shared/graphql";

/** Whether the signed-in captain is online, and where the server last saw them. */
export const ProviderSelfQuery = graphql(`
  query ProviderSelf($id: ID!) {
    provider(id: $id) {
      id
      name
      online
      latitude
      longitude
      positionAt
    }
  }
`);

export const SetOnlineMutation = graphql(`
  mutation SetOnline($online: Boolean!, $latitude: Float, $longitude: Float) {
    setOnline(online: $online, latitude: $latitude, longitude: $longitude) {
      id
      online
      latitude
      longitude
      positionAt
    }
  }
`);

export const ReportLocationMutation = graphql(`
  mutation ReportLocation($latitude: Float!, $longitude: Float!) {
    reportLocation(latitude: $latitude, longitude: $longitude) {
      userId
      latitude
      longitude
    }
  }
`);

export const ProviderStatsQuery = graphql(`
  query ProviderStats($period: Period!) {
    providerStats(period: $period) {
      period
      from
      to
      jobs
      completedJobs
      acceptanceRate
      meanResponseMinutes
      rating
      ratingCount
      activeJobs
      completionRate
      cancellations
    }
  }
`);

export const ProviderRequestsQuery = graphql(`
  query ProviderRequests(
    $page: Int!
    $limit: Int!
    $search: String
    $status: DashboardRowStatus
    $sortBy: DashboardSort!
    $sortDirection: SortDirection!
  ) {
    providerRequests(
      page: $page
      limit: $limit
      search: $search
      status: $status
      sortBy: $sortBy
      sortDirection: $sortDirection
    ) {
      total
      page
      limit
      requests {
        id
        requestId
        type
        location
        customer
        customerPhone
        amount
        status
        withdrawReason
        priority
        timestamp
        distance
        duration
        rating
        vehicleType
        estimatedArrivalMinutes
        estimatedArrival
        actualArrival
        isDelayed
        lastUpdate
        coordinates {
          latitude
          longitude
        }
      }
    }
  }
`);

/** Offers the captain can take now and offers of theirs that closed. */
export const JobOffersSubscription = graphql(`
  subscription JobOffers {
    jobOffers {
      kind
      requestId
      request {
        id
        shortId
        serviceType
        pickupLocation
        estimatedPrice
        priority
        createdAt
      }
    }
  }
`);

/** Any change of a job the captain holds (accepted, started, completed, cancelled). */
export const MyJobsSubscription = graphql(`
  subscription MyJobs {
    myRequests {
      id
      status
    }
  }
`);

/** The job on the captain's map: its pins and the route recorded so far. */
export const JobOnMapSubscription = graphql(`
  subscription JobOnMap($requestId: ID!) {
    requestUpdated(requestId: $requestId) {
      id
      shortId
      status
      serviceType
      pickupLocation
      pickupLatitude
      pickupLongitude
      destination
      destinationLatitude
      destinationLongitude
      route {
        latitude
        longitude
        recordedAt
      }
    }
  }
`);

export const AcceptJobMutation = graphql(`
  mutation AcceptJob($requestId: ID!) {
    acceptJob(requestId: $requestId) {
      id
      status
    }
  }
`);

export const DeclineJobMutation = graphql(`
  mutation DeclineJob($requestId: ID!) {
    declineJob(requestId: $requestId) {
      id
      status
    }
  }
`);

export const StartJobMutation = graphql(`
  mutation StartJob($requestId: ID!) {
    startJob(requestId: $requestId) {
      id
      status
    }
  }
`);

export const CompleteJobMutation = graphql(`
  mutation CompleteJob($requestId: ID!) {
    completeJob(requestId: $requestId) {
      id
      status
    }
  }
`);

/** What the captain holds now: open offers, and jobs accepted or in progress (for the map). */
export const CurrentJobsQuery = graphql(`
  query CurrentJobs {
    offers: providerRequests(status: PENDING, limit: 25, sortBy: TIMESTAMP, sortDirection: DESC) {
      total
      requests {
        requestId
        type
        location
        amount
        priority
        timestamp
        distance
      }
    }
    inProgress: providerRequests(status: IN_PROGRESS, limit: 25, sortBy: TIMESTAMP, sortDirection: DESC) {
      requests {
        requestId
      }
    }
    accepted: providerRequests(status: ACCEPTED, limit: 25, sortBy: TIMESTAMP, sortDirection: DESC) {
      requests {
        requestId
      }
    }
  }
`);
