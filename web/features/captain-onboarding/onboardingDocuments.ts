import { graphql, type ResultOf } from "../../shared/graphql";

/** Everything the captain's status banner, onboarding screen and dashboard read about their onboarding. */
export const CaptainOnboardingFields = graphql(`
  fragment CaptainOnboardingFields on CaptainOnboarding {
    providerId
    name
    status
    statusMessage
    suspensionReason
    emailVerified
    canGoOnline
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
    expiringSoon {
      id
      kind
      expiresOn
    }
    reviews {
      at
      step
      actorName
      reason
    }
  }
`);

export const MyCaptainOnboardingQuery = graphql(
  `
    query MyCaptainOnboarding {
      myCaptainOnboarding {
        ...CaptainOnboardingFields
      }
    }
  `,
  [CaptainOnboardingFields],
);

/** Every change of the captain's onboarding (approval, rejection, expiry), pushed by the server. */
export const MyCaptainOnboardingUpdatedSubscription = graphql(
  `
    subscription MyCaptainOnboardingUpdated {
      myCaptainOnboardingUpdated {
        ...CaptainOnboardingFields
      }
    }
  `,
  [CaptainOnboardingFields],
);

export const CompleteCaptainProfileMutation = graphql(
  `
    mutation CompleteCaptainProfile($input: CaptainProfileInput!) {
      completeCaptainProfile(input: $input) {
        ...CaptainOnboardingFields
      }
    }
  `,
  [CaptainOnboardingFields],
);

export const SubmitCaptainForReviewMutation = graphql(
  `
    mutation SubmitCaptainForReview {
      submitCaptainForReview {
        ...CaptainOnboardingFields
      }
    }
  `,
  [CaptainOnboardingFields],
);

export type CaptainOnboarding = ResultOf<typeof CaptainOnboardingFields>;
export type CaptainDocument = CaptainOnboarding["documents"][number];
export type CaptainProfileDetails = NonNullable<CaptainOnboarding["profile"]>;
