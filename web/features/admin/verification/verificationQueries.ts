import { graphql, type ResultOf } from "../../../shared/graphql";

/** Captains waiting for a review, oldest submission first, with what the admin checks. */
export const VerificationQueueQuery = graphql(`
  query VerificationQueue {
    captainVerificationQueue(limit: 50) {
      providerId
      name
      email
      phone
      status
      submittedAt
      rejectionReason
      profile {
        tradeName
        tradeLicenceNumber
        tradeLicenceExpiry
        insurancePolicyNumber
        insuranceExpiry
        emiratesId
        emirates
        services
      }
      documents {
        id
        kind
        expiresOn
        fileName
        contentType
        sizeBytes
        uploadedAt
        state
        url
      }
      reviews {
        at
        step
        actorName
        reason
      }
    }
  }
`);

export const ApproveCaptainMutation = graphql(`
  mutation ApproveCaptain($providerId: ID!, $note: String) {
    approveCaptain(providerId: $providerId, note: $note) {
      providerId
      status
    }
  }
`);

export const RejectCaptainMutation = graphql(`
  mutation RejectCaptain($providerId: ID!, $reason: String!) {
    rejectCaptain(providerId: $providerId, reason: $reason) {
      providerId
      status
    }
  }
`);

export type QueuedCaptain = ResultOf<typeof VerificationQueueQuery>["captainVerificationQueue"][number];
export type QueuedDocument = QueuedCaptain["documents"][number];
