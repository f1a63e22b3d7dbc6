export { ONLINE_TEXT, PERIODS, type Period, ProviderDashboard } from "./ProviderDashboard";
