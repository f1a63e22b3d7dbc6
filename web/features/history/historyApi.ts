import { apiRequest, type UserType } from "../../shared/api";
import type { ServiceRequest } from "./serviceRequest";

/** Spec §7: the customer's requests, or the provider's, by the viewer's role. */
export function fetchHistory(
  userId: string,
  userType: UserType,
  signal?: AbortSignal,
): Promise<ServiceRequest[]> {
  const path =
    userType === "provider"
      ? `/api/requests/provider/${encodeURIComponent(userId)}`
      : `/api/requests/customer/${encodeURIComponent(userId)}`;
  return apiRequest<ServiceRequest[]>("GET", path, undefined, { signal });
}

export interface ReviewSubmission {
  readonly requestId: string;
  readonly reviewerId: string;
  readonly revieweeId: string;
  /** Sent as text (spec §3 Review). */
  readonly rating: string;
  readonly comment: string | null;
}

export function postReview(review: ReviewSubmission): Promise<unknown> {
  return apiRequest("POST", "/api/reviews", review);
}
