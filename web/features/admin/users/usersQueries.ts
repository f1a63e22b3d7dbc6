import { graphql } from "../../../shared/graphql";

export const AdminUsersQuery = graphql(`
  query AdminUsers($role: SignUpRole!, $search: String, $offset: Int!) {
    adminUsers(role: $role, search: $search, limit: 25, offset: $offset) {
      total
      items {
        id
        name
        email
        phone
        city
        createdAt
        rating
        totalRatings
        requests
        completed
        cancelled
        online
        suspensionReason
      }
    }
  }
`);

export const AdminUserDetailQuery = graphql(`
  query AdminUserDetail($userId: ID!) {
    user(id: $userId) {
      id
      name
      email
      phone
      userType
      rating
      totalRatings
      reviewsAbout {
        id
        rating
        comment
        reviewerRole
        createdAt
      }
    }
    adminUserRequests(userId: $userId, limit: 20) {
      items {
        id
        serviceType
        status
        createdAt
        estimatedPrice
        finalPrice
        pickupEmirate
      }
    }
  }
`);

export const USERS_PAGE_SIZE = 25;

export const AdminRevokeSessionsMutation = graphql(`
  mutation AdminRevokeSessions($userId: ID!) {
    adminRevokeSessions(userId: $userId)
  }
`);
