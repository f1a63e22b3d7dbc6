export { LiveTrackingPanel } from "./LiveTrackingPanel";
export { CancelRequestDialog } from "./money/CancelRequestDialog";
export { ExtrasApproval } from "./money/ExtrasApproval";
export { type ProviderInfo, ProviderInfoDialog } from "./ProviderInfoDialog";
export { RequestSummaryLines } from "./RequestSummaryLines";
export { TrackingDialog } from "./TrackingDialog";
export { TrackingStatusBadge } from "./TrackingStatusBadge";
export { trackingFigures } from "./trackingFigures";
export { trackingPalette } from "./trackingPalette";
export { requestStatusLabel, useTrackingTexts } from "./trackingTexts";
export {
  type LiveTracking,
  type TrackedRequest,
  type TrackedRequestState,
  useTrackedRequest,
} from "./useTrackedRequest";
export { type TrackedRoute, useTrackedRoute } from "./useTrackedRoute";
