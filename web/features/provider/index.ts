export { EarningsPage } from "./EarningsPage";
export { ProviderDashboard } from "./ProviderDashboard";
export { PERIODS, type Period } from "./periods";
