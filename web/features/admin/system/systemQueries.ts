import { graphql, type ResultOf } from "../../../shared/graphql";

export const SystemStatusQuery = graphql(`
  query SystemStatus {
    projectionStatus {
      name
      version
      state
      position
      head
      lagEvents
      lagMs
      updatedAt
      error {
        message
        attempts
      }
      rebuild {
        phase
        done
        total
        eventsPerSecond
        etaSeconds
      }
    }
    eventStoreFacts {
      kind
      totalEvents
      lastPosition
      lastEventAt
      head
      byType {
        type
        events
      }
    }
  }
`);

export const ProjectionProgressSubscription = graphql(`
  subscription ProjectionProgress {
    projectionProgress {
      name
      version
      state
      position
      head
      lagEvents
      lagMs
      updatedAt
      error {
        message
        attempts
      }
      rebuild {
        phase
        done
        total
        eventsPerSecond
        etaSeconds
      }
    }
  }
`);

export const RebuildProjectionMutation = graphql(`
  mutation RebuildProjection($name: String!) {
    rebuildProjection(name: $name) {
      name
      state
    }
  }
`);

export type ProjectionRow = ResultOf<typeof SystemStatusQuery>["projectionStatus"][number];
export type EventStoreFactsView = ResultOf<typeof SystemStatusQuery>["eventStoreFacts"];
