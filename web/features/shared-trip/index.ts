export { SharedTripPage } from "./SharedTripPage";
