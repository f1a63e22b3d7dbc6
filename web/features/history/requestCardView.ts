import { serviceDisplayName } from "../../../domain/rules/serviceTypes";
import { formatAed, formatWhen } from "../../shared/format";
import { canLeaveReview } from "./reviewDraft";
import type { ServiceRequest } from "./serviceRequest";

export type Viewer = "customer" | "provider" | "admin";

/** What one history card prints (spec §2.8), worked out once and tested apart from the markup. */
export interface RequestCardView {
  readonly title: string;
  /** The service's code ("tire-change"), for the card to name it in the reader's language. */
  readonly serviceType: string;
  /** Null for normal priority: only unusual priorities get a badge. */
  readonly priority: string | null;
  readonly createdAt: string;
  readonly status: string;
  readonly statusPalette: string;
  readonly pickup: string;
  readonly destination: string | null;
  readonly vehicle: string | null;
  readonly description: string | null;
  readonly price: string | null;
  readonly myRating: number | null;
  readonly theirReview: { readonly rating: number | null; readonly text: string } | null;
  readonly canReview: boolean;
  readonly canMessage: boolean;
  /** The customer may share a trip that is still under way with family (spec §2.6). */
  readonly canShare: boolean;
  /** Either party may document the job with photos until it is cancelled. */
  readonly canAddPhotos: boolean;
}

const STATUS_PALETTE: Readonly<Record<string, string>> = {
  pending: "yellow",
  accepted: "blue",
  "in-progress": "purple",
  completed: "green",
  cancelled: "red",
  unassigned: "orange",
};

function priceText(request: ServiceRequest): string | null {
  if (request.finalPrice !== null && Number.isFinite(request.finalPrice))
    return formatAed(request.finalPrice);
  if (request.estimatedPrice === null) return null;
  return `Est. AED ${request.estimatedPrice}`;
}

function vehicleText(request: ServiceRequest): string | null {
  const parts = [
    request.vehicleYear,
    request.vehicleMake,
    request.vehicleModel,
    request.vehicleColor,
    request.licensePlate,
  ]
    .filter((part) => part !== null && part !== undefined && String(part).trim() !== "")
    .map(String);
  return parts.length > 0 ? parts.join(" ") : null;
}

export function requestCardView(request: ServiceRequest, viewer: Viewer): RequestCardView {
  const created = new Date(request.createdAt);
  const asProvider = viewer === "provider";
  const theirText = asProvider ? request.customerReview : request.providerReview;
  const theirRating = asProvider ? request.customerRating : request.providerRating;
  return {
    title: serviceDisplayName(request.serviceType),
    serviceType: request.serviceType,
    priority: request.priority && request.priority !== "normal" ? request.priority : null,
    createdAt: Number.isNaN(created.getTime()) ? request.createdAt : formatWhen(created),
    status: request.status,
    statusPalette: STATUS_PALETTE[request.status] ?? "gray",
    pickup: request.pickupLocation,
    destination: request.destination || null,
    vehicle: vehicleText(request),
    description: request.description || null,
    price: priceText(request),
    myRating: asProvider ? request.providerRating : request.customerRating,
    theirReview: theirText ? { rating: theirRating, text: theirText } : null,
    canReview: canLeaveReview(request, viewer),
    canMessage: request.status === "accepted" || request.status === "in-progress",
    canShare: viewer === "customer" && ["pending", "accepted", "in-progress"].includes(request.status),
    canAddPhotos: viewer !== "admin" && ["accepted", "in-progress", "completed"].includes(request.status),
  };
}
