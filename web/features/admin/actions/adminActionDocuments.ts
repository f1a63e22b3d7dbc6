import { graphql } from "../../../shared/graphql";

export const AccountStandingQuery = graphql(`
  query AccountStanding($userId: ID!, $streamId: String!) {
    accountStanding(userId: $userId) {
      userId
      suspended
      suspensionReason
    }
    auditLog(streamId: $streamId, limit: 50) {
      entries {
        position
        type
        occurredAt
        actor {
          userId
          role
        }
        data
      }
    }
  }
`);

export const SuspendAccountMutation = graphql(`
  mutation SuspendAccount($userId: ID!, $reason: String!) {
    suspendAccount(userId: $userId, reason: $reason) {
      userId
      suspended
      suspensionReason
    }
  }
`);

export const ReinstateAccountMutation = graphql(`
  mutation ReinstateAccount($userId: ID!, $reason: String!) {
    reinstateAccount(userId: $userId, reason: $reason) {
      userId
      suspended
      suspensionReason
    }
  }
`);

export const CancelForCustomerMutation = graphql(`
  mutation CancelForCustomer($requestId: ID!, $reason: String!) {
    cancelRequest(requestId: $requestId, reason: $reason) {
      id
      status
    }
  }
`);

export const ReassignJobMutation = graphql(`
  mutation ReassignJob($requestId: ID!, $reason: String!) {
    reassignJob(requestId: $requestId, reason: $reason) {
      id
      status
    }
  }
`);
