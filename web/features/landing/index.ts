export { LandingScreen } from "./LandingScreen";
