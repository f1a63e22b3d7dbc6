import { graphql } from "../../shared/graphql";

export const PushSettingsFields = graphql(`
  fragment PushSettingsFields on PushSettings {
    endpoints
    preferences {
      kind
      enabled
    }
  }
`);

export const PushSettingsQuery = graphql(
  `
    query PushSettings {
      pushSettings {
        ...PushSettingsFields
      }
    }
  `,
  [PushSettingsFields],
);

export const AddPushSubscriptionMutation = graphql(
  `
    mutation AddPushSubscription($input: PushSubscriptionInput!) {
      addPushSubscription(input: $input) {
        ...PushSettingsFields
      }
    }
  `,
  [PushSettingsFields],
);

export const RemovePushSubscriptionMutation = graphql(
  `
    mutation RemovePushSubscription($endpoint: String!) {
      removePushSubscription(endpoint: $endpoint) {
        ...PushSettingsFields
      }
    }
  `,
  [PushSettingsFields],
);

export const SetPushPreferenceMutation = graphql(
  `
    mutation SetPushPreference($kind: String!, $enabled: Boolean!) {
      setPushPreference(kind: $kind, enabled: $enabled) {
        ...PushSettingsFields
      }
    }
  `,
  [PushSettingsFields],
);
