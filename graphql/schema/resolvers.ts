import type { NonEmptyArray } from "type-graphql";
import { AccountResolver } from "../features/account/accountResolver";
import { EmailVerificationResolver } from "../features/account/emailVerificationResolver";
import { RecoveryResolver } from "../features/account/recoveryResolver";
import { SessionResolver } from "../features/account/sessionResolver";
import { UserFieldsResolver } from "../features/account/userFieldsResolver";
import { AccountStandingResolver } from "../features/admin/accountStandingResolver";
import { AdminResolver } from "../features/admin/adminResolver";
import { AnalyticsResolver } from "../features/admin/analyticsResolver";
import { SystemResolver } from "../features/admin/systemResolver";
import { UserManagementResolver } from "../features/admin/userManagementResolver";
import { AuditResolver } from "../features/audit/auditResolver";
import { DashboardResolver } from "../features/dashboard/dashboardResolver";
import { CaptainEarningsResolver } from "../features/money/captainEarningsResolver";
import { MoneyAdminResolver } from "../features/money/moneyAdminResolver";
import { PaymentConfigResolver } from "../features/money/paymentConfigResolver";
import { RequestMoneyResolver } from "../features/money/requestMoneyResolver";
import { RequestMoneySubscriptionResolver } from "../features/money/requestMoneySubscriptionResolver";
import { CaptainOnboardingResolver } from "../features/onboarding/captainOnboardingResolver";
import { CaptainOnboardingSubscriptionResolver } from "../features/onboarding/captainOnboardingSubscriptionResolver";
import { PhotoResolver } from "../features/photos/photoResolver";
import { PricingResolver } from "../features/pricing/pricingResolver";
import { QuoteResolver } from "../features/pricing/quoteResolver";
import { ProjectionResolver } from "../features/projections/projectionResolver";
import { FleetSubscriptionResolver } from "../features/provider/fleetSubscriptionResolver";
import { ProviderFieldsResolver } from "../features/provider/providerFieldsResolver";
import { ProviderResolver } from "../features/provider/providerResolver";
import { PushResolver } from "../features/push/pushResolver";
import { CancellationTermsResolver } from "../features/request/cancellationTermsResolver";
import { CustomerActivityResolver } from "../features/request/customerActivityResolver";
import { RequestFieldsResolver } from "../features/request/requestFieldsResolver";
import { RequestMutationResolver } from "../features/request/requestMutationResolver";
import { RequestQueryResolver } from "../features/request/requestQueryResolver";
import { RequestSubscriptionResolver } from "../features/request/requestSubscriptionResolver";
import { TrackingFieldsResolver } from "../features/request/trackingFieldsResolver";
import { TrackingSubscriptionResolver } from "../features/request/trackingSubscriptionResolver";
import { SharedTripPushResolver } from "../features/sharing/sharedTripPushResolver";
import { SharedTripResolver } from "../features/sharing/sharedTripResolver";
import { TripSharesResolver } from "../features/sharing/tripSharesResolver";
import { TowingFleetResolver } from "../features/towing/towingFleetResolver";
import { TowingResolver } from "../features/towing/towingResolver";
import { ChatSubscriptionResolver } from "../features/trip/chatSubscriptionResolver";
import { TripResolver } from "../features/trip/tripResolver";

/** Every resolver of the schema, one per feature and job. */
// biome-ignore lint/complexity/noBannedTypes: type-graphql takes resolver classes as plain constructors.
export const RESOLVERS: NonEmptyArray<Function> = [
  SessionResolver,
  RecoveryResolver,
  EmailVerificationResolver,
  AccountResolver,
  UserFieldsResolver,
  RequestQueryResolver,
  CustomerActivityResolver,
  RequestMutationResolver,
  RequestFieldsResolver,
  TrackingFieldsResolver,
  RequestSubscriptionResolver,
  TrackingSubscriptionResolver,
  ProviderResolver,
  ProviderFieldsResolver,
  FleetSubscriptionResolver,
  TowingResolver,
  TowingFleetResolver,
  CaptainOnboardingResolver,
  CaptainOnboardingSubscriptionResolver,
  PricingResolver,
  QuoteResolver,
  CancellationTermsResolver,
  DashboardResolver,
  AdminResolver,
  AnalyticsResolver,
  UserManagementResolver,
  AccountStandingResolver,
  SystemResolver,
  AuditResolver,
  ProjectionResolver,
  TripResolver,
  ChatSubscriptionResolver,
  PhotoResolver,
  SharedTripResolver,
  SharedTripPushResolver,
  TripSharesResolver,
  PushResolver,
  RequestMoneyResolver,
  RequestMoneySubscriptionResolver,
  CaptainEarningsResolver,
  MoneyAdminResolver,
  PaymentConfigResolver,
];
