import { statusText } from "../../../domain/rules/statusText";
import { DomainError } from "../../../domain/shared/domainError";
import { accountById } from "../../../projections/read-models/accounts/queries";
import {
  activeShareByToken,
  type FamilyShare,
  sharesOf,
} from "../../../projections/read-models/family-shares/queries";
import { providerById } from "../../../projections/read-models/provider-directory/queries";
import { byId, FINISHED_STATUSES } from "../../../projections/read-models/request-history/queries";
import type { GraphqlServices } from "../../context/graphqlServices";
import { liveTrackingOf } from "../request/liveTrackingOf";
import type { SharedTrip } from "./sharedTripTypes";

/** One answer for unknown, ended and never-issued links (as the REST facade): a link tells nothing about other trips. */
const linkGone = () => new DomainError("not_found", "share.linkGone");

type Services = Pick<GraphqlServices, "sql" | "livePositions" | "commands">;

/** The share behind a token that works now, or NOT_FOUND: the only door anonymous callers have. */
export async function requireActiveShare(services: Services, shareToken: string): Promise<FamilyShare> {
  if (typeof shareToken !== "string" || shareToken.length < 16 || shareToken.length > 128) throw linkGone();
  const share = await activeShareByToken(services.sql, shareToken, services.commands.clock.now());
  if (!share) throw linkGone();
  const trip = await byId(services.sql, share.requestId);
  if (!trip || isFinished(trip.status)) throw linkGone();
  return share;
}

/** The share as it is now, expired or not (a live follower is told the end before the link closes). */
export async function currentShare(services: Services, share: FamilyShare): Promise<FamilyShare> {
  const now = services.commands.clock.now();
  return (await sharesOf(services.sql, share.requestId, now)).find((s) => s.id === share.id) ?? share;
}

const isFinished = (status: string) => (FINISHED_STATUSES as readonly string[]).includes(status);

/** What the link shows now, and whose position moves it; null when the request is gone from the read model. */
export async function sharedTripView(
  services: Services,
  share: FamilyShare,
): Promise<{ view: SharedTrip; providerId: string | null } | null> {
  const trip = await byId(services.sql, share.requestId);
  if (!trip) return null;
  const [sharer, provider, tracking] = await Promise.all([
    accountById(services.sql, share.userId),
    share.includeProviderDetails && trip.providerId ? providerById(services.sql, trip.providerId) : null,
    share.includeLocation || share.includeETA ? liveTrackingOf(services, trip) : null,
  ]);
  const isActive = share.isActive && !isFinished(trip.status);
  const view: SharedTrip = {
    requestId: trip.id,
    serviceType: trip.serviceType,
    status: trip.status,
    statusText: statusText(trip.status),
    sharedByName: sharer?.name.split(/\s+/)[0] ?? "",
    sharedWithName: share.sharedWithName,
    sharedAt: share.sharedAt,
    isActive,
    expiresAt: share.expiresAt,
    captainName: provider?.name ?? null,
    captainPhone: provider?.phone ?? null,
    captainRating: provider?.rating ?? null,
    pickupLocation: share.includeLocation ? trip.pickupLocation : null,
    pickupLatitude: share.includeLocation ? trip.pickupLatitude : null,
    pickupLongitude: share.includeLocation ? trip.pickupLongitude : null,
    etaMinutes: share.includeETA && tracking ? tracking.etaMinutes : null,
    tracking: share.includeLocation && isActive ? tracking : null,
    updatedAt: trip.updatedAt,
  };
  return { view, providerId: trip.providerId };
}
