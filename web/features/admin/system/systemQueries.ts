import { graphql, type ResultOf } from "../../../shared/graphql";

/** One projection's status row: what the status query answers and what each progress message pushes. */
export const ProjectionStatusFields = graphql(`
  fragment ProjectionStatusFields on ProjectionStatus {
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
`);

export const SystemStatusQuery = graphql(
  `
  query SystemStatus {
    projectionStatus {
      ...ProjectionStatusFields
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
`,
  [ProjectionStatusFields],
);

export const ProjectionProgressSubscription = graphql(
  `
  subscription ProjectionProgress {
    projectionProgress {
      ...ProjectionStatusFields
    }
  }
`,
  [ProjectionStatusFields],
);

export const RebuildProjectionMutation = graphql(`
  mutation RebuildProjection($name: String!) {
    rebuildProjection(name: $name) {
      name
      state
    }
  }
`);

export type ProjectionRow = ResultOf<typeof ProjectionStatusFields>;
export type EventStoreFactsView = ResultOf<typeof SystemStatusQuery>["eventStoreFacts"];
