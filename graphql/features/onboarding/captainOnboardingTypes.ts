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
  @Field(() => String, { description: "The business name on the trade licence." }) tradeName!: string;
  @Field(() => String, { description: "The trade licence number as issued." }) tradeLicenceNumber!: string;
  @Field(() => String, { description: "YYYY-MM-DD: the UAE day the trade licence expires." })
  tradeLicenceExpiry!: string;
  @Field(() => String, { description: "The insurance policy number as issued." })
  insurancePolicyNumber!: string;
  @Field(() => String, { description: "YYYY-MM-DD: the UAE day the insurance expires." })
  insuranceExpiry!: string;
  @Field(() => String, { description: "The captain's Emirates ID, 784-XXXX-XXXXXXX-X." }) emiratesId!: string;
  @Field(() => [EmirateValue], { description: "Emirates the captain works in." }) emirates!: string[];
  @Field(() => [ServiceTypeValue], { description: "Services the captain offers." }) services!: string[];
}

@ObjectType({
  simpleResolvers: true,
  description: "One paper a captain uploaded (the captain and admins only).",
})
export class CaptainDocument {
  @Field(() => ID, { description: "The upload's id." }) id!: string;
  @Field(() => CaptainDocumentKindValue, { description: "Which paper it is." }) kind!: string;
  @Field(() => String, { description: "YYYY-MM-DD: the first UAE day the paper is no longer valid." })
  expiresOn!: string;
  @Field(() => String, { description: "The file's name as uploaded." }) fileName!: string;
  @Field(() => String, { description: "The file's media type, e.g. application/pdf or image/jpeg." })
  contentType!: string;
  @Field(() => Int, { description: "File size in bytes." }) sizeBytes!: number;
  @Field(() => DateTimeScalar, { description: "When it was uploaded." }) uploadedAt!: string;
  @Field(() => CaptainDocumentStateValue, { description: "Where the paper stands in review." })
  state!: string;
  @Field(() => String, {
    description:
      "Where the file is served: /api/providers/{providerId}/documents/{id}/file, for the captain and admins only.",
  })
  url!: string;
}

@ObjectType({ simpleResolvers: true, description: "One step of a captain's history of reviews." })
export class CaptainReview {
  @Field(() => DateTimeScalar, { description: "When the step happened." }) at!: string;
  @Field(() => CaptainReviewStepValue, { description: "What happened." }) step!: string;
  @Field(() => ID, {
    nullable: true,
    description:
      'Who took the step: the captain, the reviewing admin, or "system" for the document-expiry process.',
  })
  actorId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "That account's name; null for the document-expiry process.",
  })
  actorName!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The admin's rejection reason or approval note; the document kind for expiry steps.",
  })
  reason!: string | null;
}

@ObjectType({ simpleResolvers: true, description: "A captain's onboarding as it stands today (issue 19)." })
export class CaptainOnboarding {
  @Field(() => ID, { description: "The captain's account id." }) providerId!: string;
  @Field(() => String, { description: "The captain's name." }) name!: string;
  @Field(() => String, { description: "The captain's sign-in email." }) email!: string;
  @Field(() => String, { description: "The captain's mobile number." }) phone!: string;
  @Field(() => CaptainStatusValue, {
    description: "Where onboarding stands today; a suspension (suspensionReason) overrides it.",
  })
  status!: string;
  @Field(() => String, {
    nullable: true,
    description: "Why the captain cannot work yet, in words they can act on; null when approved.",
  })
  statusMessage!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The admin's reason while the account is suspended (shown above everything); null otherwise.",
  })
  suspensionReason!: string | null;
  @Field(() => Boolean, { description: "The captain opened the verification link; needed to go online." })
  emailVerified!: boolean;
  @Field(() => Boolean, {
    description: "True when approved, every paper valid today, not suspended and the email verified.",
  })
  canGoOnline!: boolean;
  @Field(() => CaptainProfileDetails, {
    nullable: true,
    description: "The business profile; null until completed.",
  })
  profile!: CaptainProfileDetails | null;
  @Field(() => [CaptainDocument], { description: "Every upload, newest first, whatever its state." })
  documents!: CaptainDocument[];
  @Field(() => DateTimeScalar, {
    nullable: true,
    description: "When the waiting submission was sent; null when nothing waits for review.",
  })
  submittedAt!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The admin's reason for the last rejection; null when never rejected or since resubmitted.",
  })
  rejectionReason!: string | null;
  @Field(() => [CaptainDocument], { description: "APPROVED papers that expire within the next 30 days." })
  expiringSoon!: CaptainDocument[];
  @Field(() => [CaptainReview], {
    description: "The captain's history of submissions, decisions and expiries, oldest first.",
  })
  reviews!: CaptainReview[];
}
