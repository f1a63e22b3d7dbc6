import { graphql } from "../../../shared/graphql";

export const AdminOverviewQuery = graphql(`
  query AdminOverview {
    adminMetrics(period: TODAY) {
      totalRequests
      completed
      cancelled
      totalRevenue
      revenueTarget
      activeUsers
      requestToAccept {
        count
        meanMinutes
        p90Minutes
      }
    }
    regionalPerformance(period: TODAY) {
      region
      emirate
      requests
      revenueAed
      completed
      meanResponseMinutes
      completionRate
    }
    adminAlerts {
      severity
      title
      message
      requestId
    }
    activityFeed(limit: 15) {
      position
      at
      type
      streamId
      summary
      actor {
        userId
        role
      }
    }
  }
`);

export const LiveAdminMetricsSubscription = graphql(`
  subscription LiveAdminMetrics {
    adminMetrics {
      totalRequests
      totalRevenue
      activeUsers
      at
    }
  }
`);
