export { EarningsPage } from "./EarningsPage";
export { ProviderDashboard } from "./ProviderDashboard";
export { ONLINE_TEXT, PERIODS, type Period } from "./periods";
