export { PayoutAccountSettings } from "./PayoutAccountSettings";
