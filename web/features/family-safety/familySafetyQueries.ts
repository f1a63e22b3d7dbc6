import { graphql, type ResultOf } from "../../shared/graphql";

export const ContactFields = graphql(`
  fragment ContactFields on EmergencyContact {
    id
    contactName
    contactPhone
    relationship
  }
`);

export const EmergencyContactsQuery = graphql(
  `
    query EmergencyContacts {
      me {
        id
        emergencyContacts {
          ...ContactFields
        }
      }
    }
  `,
  [ContactFields],
);

export const AddEmergencyContactMutation = graphql(
  `
    mutation AddEmergencyContact($input: AddEmergencyContactInput!) {
      addEmergencyContact(input: $input) {
        ...ContactFields
      }
    }
  `,
  [ContactFields],
);

export const RemoveEmergencyContactMutation = graphql(
  `
    mutation RemoveEmergencyContact($contactId: ID!) {
      removeEmergencyContact(contactId: $contactId) {
        ...ContactFields
      }
    }
  `,
  [ContactFields],
);

export const ShareFields = graphql(`
  fragment ShareFields on FamilyShare {
    id
    shareToken
    sharedWithName
    sharedWithPhone
    sharedAt
    expiresAt
    isActive
  }
`);

export const TripSharesQuery = graphql(
  `
    query TripShares($requestId: ID!) {
      tripShares(requestId: $requestId) {
        ...ShareFields
      }
    }
  `,
  [ShareFields],
);

export const ShareTripMutation = graphql(
  `
    mutation ShareTrip($input: ShareTripInput!) {
      shareTrip(input: $input) {
        ...ShareFields
      }
    }
  `,
  [ShareFields],
);

export type Contact = ResultOf<typeof ContactFields>;
export type Share = ResultOf<typeof ShareFields>;
