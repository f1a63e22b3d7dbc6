import { graphql, type ResultOf } from "../../../shared/graphql";

export const AnalyticsQuery = graphql(`
  query AdminAnalytics($from: String!, $to: String!) {
    analytics(from: $from, to: $to) {
      from
      to
      rows {
        day
        emirate
        region
        serviceType
        requests
        completed
        cancelled
        unassigned
        revenueAed
        meanResponseMinutes
      }
      requestToAccept {
        count
        meanMinutes
        p90Minutes
      }
      responseTimes {
        label
        count
      }
      cancellationReasons {
        reason
        byRole
        count
      }
      leaderboard {
        providerId
        name
        jobs
        revenueAed
        rating
        ratings
        meanResponseMinutes
      }
    }
  }
`);

export type AnalyticsData = ResultOf<typeof AnalyticsQuery>["analytics"];
export type AnalyticsRow = AnalyticsData["rows"][number];
