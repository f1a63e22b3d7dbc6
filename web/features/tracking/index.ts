export { TrackingStatusBadge } from "./TrackingStatusBadge";
export { type TrackingStatusStyle, trackingStatusStyle } from "./trackingStatusStyle";
