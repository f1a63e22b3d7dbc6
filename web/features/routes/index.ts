export { type JobLegs, type JobPlaces, jobLegs, type NavigationTarget, navigationTargets } from "./jobLegs";
export { NavigateMenu } from "./NavigateMenu";
export { type NavigationLink, navigationLinks } from "./navigationLinks";
export { plannedRouteLayers } from "./plannedRouteLayers";
export { approx, routeKm, routeLineOf, routeMinutes } from "./routeFigures";
export {
  ROUTE_PREFERENCES,
  type RoadRoute,
  type RouteLine,
  type RoutePreference,
} from "./routeTypes";
export { type RouteState, useRoute } from "./useRoute";
