import { graphql, type ResultOf } from "../../../shared/graphql";

export const AuditLogQuery = graphql(`
  query AuditLog($streamId: String, $eventType: String, $actorUserId: ID, $from: DateTime, $to: DateTime, $cursor: String) {
    auditLog(streamId: $streamId, eventType: $eventType, actorUserId: $actorUserId, from: $from, to: $to, cursor: $cursor, limit: 50) {
      entries {
        position
        eventId
        streamId
        revision
        type
        occurredAt
        correlationId
        actor {
          userId
          role
        }
      }
      nextCursor
    }
  }
`);

export const AuditTailSubscription = graphql(`
  subscription AuditTail {
    auditTail {
        position
        eventId
        streamId
        revision
        type
        occurredAt
        correlationId
        actor {
          userId
          role
        }
    }
  }
`);

export const RequestTimelineQuery = graphql(`
  query RequestTimeline($requestId: ID!) {
    requestTimeline(requestId: $requestId) {
      position
      revision
      type
      occurredAt
      actor {
        userId
        role
      }
      data
      stateAfter {
        status
        customerId
        assignedProviderId
        estimatedPrice
        finalPrice
        offers {
          providerId
          outcome
        }
      }
    }
  }
`);

export type AuditLogEntry = ResultOf<typeof AuditLogQuery>["auditLog"]["entries"][number];
export type TimelineStep = ResultOf<typeof RequestTimelineQuery>["requestTimeline"][number];
