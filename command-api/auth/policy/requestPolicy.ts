import type { Principal } from "../principal";
import { notFound } from "./accessErrors";

/** What a request's visibility depends on (a read model row, or the request's stream). */
export interface RequestAudience {
  customerId: string;
  /** Assigned provider, or the chosen one while their offer is open. */
  providerId: string | null;
  /** Providers holding an open offer: they must see the job to decide on it. */
  offeredTo: readonly string[];
}

/** The customer, the request's provider, a provider it is offered to, or an admin. */
export function canSeeRequest(principal: Principal, request: RequestAudience): boolean {
  if (principal.role === "admin") return true;
  if (principal.role === "customer") return request.customerId === principal.userId;
  return request.providerId === principal.userId || request.offeredTo.includes(principal.userId);
}

/** A request the caller may not see answers exactly like one that does not exist. */
export function requireVisibleRequest<R extends RequestAudience>(
  principal: Principal,
  request: R | null,
  requestId: string,
): R {
  if (!request || !canSeeRequest(principal, request)) throw notFound({ resource: "Request", id: requestId });
  return request;
}

/** Chat and photos: the two parties (not providers who were merely offered the job), or an admin reading. */
export function requireRequestParty<R extends RequestAudience>(
  principal: Principal,
  request: R | null,
  requestId: string,
  options: { adminMayRead: boolean },
): R {
  const party =
    request !== null &&
    (request.customerId === principal.userId ||
      (request.providerId !== null && request.providerId === principal.userId) ||
      (options.adminMayRead && principal.role === "admin"));
  if (!party) throw notFound({ resource: "Request", id: requestId });
  return request;
}
