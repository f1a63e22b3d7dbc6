import { Field, ID, Int, ObjectType } from "type-graphql";
import {
  CaptainDocumentKindValue,
  CaptainDocumentStateValue,
  CaptainReviewStepValue,
  CaptainStatusValue,
  EmirateValue,
  ServiceTypeValue,
} from "../../schema/enums";
import { DateTimeScalar } from "../../schema/scalars";

@ObjectType({ simpleResolvers: true, description: "The business profile a captain completes after sign-up." })
export class CaptainProfileDetails {
  @Field(() => String) tradeName!: string;
  @Field(() => String) tradeLicenceNumber!: string;
  @Field(() => String, { description: "YYYY-MM-DD" }) tradeLicenceExpiry!: string;
  @Field(() => String) insurancePolicyNumber!: string;
  @Field(() => String, { description: "YYYY-MM-DD" }) insuranceExpiry!: string;
  @Field(() => String) emiratesId!: string;
  @Field(() => [EmirateValue]) emirates!: string[];
  @Field(() => [ServiceTypeValue]) services!: string[];
}

@ObjectType({
  simpleResolvers: true,
  description: "One paper a captain uploaded (the captain and admins only).",
})
export class CaptainDocument {
  @Field(() => ID) id!: string;
  @Field(() => CaptainDocumentKindValue) kind!: string;
  @Field(() => String, { description: "YYYY-MM-DD: the first UAE day the paper is no longer valid." })
  expiresOn!: string;
  @Field(() => String) fileName!: string;
  @Field(() => String) contentType!: string;
  @Field(() => Int) sizeBytes!: number;
  @Field(() => DateTimeScalar) uploadedAt!: string;
  @Field(() => CaptainDocumentStateValue) state!: string;
  @Field(() => String, { description: "/api/providers/{providerId}/documents/{id}/file" }) url!: string;
}

@ObjectType({ simpleResolvers: true, description: "One step of a captain's history of reviews." })
export class CaptainReview {
  @Field(() => DateTimeScalar) at!: string;
  @Field(() => CaptainReviewStepValue) step!: string;
  @Field(() => ID, { nullable: true }) actorId!: string | null;
  @Field(() => String, { nullable: true }) actorName!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The admin's rejection reason or approval note; the document kind for expiry steps.",
  })
  reason!: string | null;
}

@ObjectType({ simpleResolvers: true, description: "A captain's onboarding as it stands today (issue 19)." })
export class CaptainOnboarding {
  @Field(() => ID) providerId!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => CaptainStatusValue) status!: string;
  @Field(() => String, { nullable: true, description: "Why the captain cannot work; null when approved." })
  statusMessage!: string | null;
  @Field(() => String, { nullable: true, description: "The account's suspension, shown above everything." })
  suspensionReason!: string | null;
  @Field(() => Boolean) emailVerified!: boolean;
  @Field(() => Boolean, { description: "Approved, papers valid, not suspended, email verified." })
  canGoOnline!: boolean;
  @Field(() => CaptainProfileDetails, { nullable: true, description: "Null until completed." })
  profile!: CaptainProfileDetails | null;
  @Field(() => [CaptainDocument], { description: "Every upload, newest first." })
  documents!: CaptainDocument[];
  @Field(() => DateTimeScalar, { nullable: true, description: "The waiting submission, if any." })
  submittedAt!: string | null;
  @Field(() => String, { nullable: true }) rejectionReason!: string | null;
  @Field(() => [CaptainDocument], {
    description: "APPROVED documents whose expiresOn is within 30 days (EXPIRY_WARNING_DAYS).",
  })
  expiringSoon!: CaptainDocument[];
  @Field(() => [CaptainReview], { description: "Oldest first." })
  reviews!: CaptainReview[];
}
