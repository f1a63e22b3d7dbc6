import type { Projection } from "../projection";
import { accountsProjection } from "./accounts/projection";
import { adminMetricsProjection } from "./admin-metrics/projection";
import { captainOnboardingProjection } from "./captain-onboarding/projection";
import { chatProjection } from "./chat/projection";
import { emergencyContactsProjection } from "./emergency-contacts/projection";
import { eventStoreFactsProjection } from "./event-store-facts/projection";
import { familySharesProjection } from "./family-shares/projection";
import { captainEarningsProjection } from "./ledger/captainEarningsProjection";
import { ledgerProjection } from "./ledger/projection";
import { payoutProjection } from "./money/payoutProjection";
import { moneyProjection } from "./money/projection";
import { photosProjection } from "./photos/projection";
import { providerDashboardProjection } from "./provider-dashboard/projection";
import { providerDirectoryProjection } from "./provider-directory/projection";
import { pushSettingsProjection } from "./push-settings/projection";
import { requestHistoryProjection } from "./request-history/projection";
import { requestRouteProjection } from "./request-route/projection";
import { reviewsProjection } from "./reviews/projection";
import { towingEquipmentProjection } from "./towing-equipment/projection";
import { userVehiclesProjection } from "./user-vehicles/projection";

/** Every read model the runner keeps up to date. Each is independent: any order, any subset. */
export const readModelProjections: readonly Projection[] = [
  requestHistoryProjection,
  providerDirectoryProjection,
  towingEquipmentProjection,
  captainOnboardingProjection,
  providerDashboardProjection,
  adminMetricsProjection,
  accountsProjection,
  userVehiclesProjection,
  emergencyContactsProjection,
  reviewsProjection,
  chatProjection,
  photosProjection,
  familySharesProjection,
  requestRouteProjection,
  eventStoreFactsProjection,
  pushSettingsProjection,
  moneyProjection,
  ledgerProjection,
  captainEarningsProjection,
  payoutProjection,
];
