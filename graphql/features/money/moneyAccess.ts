import { notFound } from "../../../command-api/auth/policy/accessErrors";
import type { Principal } from "../../../command-api/auth/principal";
import { byId, type ServiceRequestView } from "../../../projections/read-models/request-history/queries";
import type { GraphqlContext } from "../../context/graphqlContext";

/** Statuses in which the request's providerId is the captain who took the job (pending: only offered). */
const ASSIGNED = new Set(["accepted", "in-progress", "completed", "cancelled"]);

/**
 * Who may see and act on a request's money: its customer, the captain assigned to it, admins. Anyone
 * else (a captain merely offered the job included) is answered as if the request did not exist,
 * like every request read.
 */
export function isMoneyParty(principal: Principal, request: ServiceRequestView): boolean {
  if (principal.role === "admin") return true;
  if (principal.role === "customer") return request.customerId === principal.userId;
  return request.providerId === principal.userId && ASSIGNED.has(request.status);
}

export async function requireMoneyParty(
  ctx: GraphqlContext,
  principal: Principal,
  requestId: string,
): Promise<ServiceRequestView> {
  const request = await byId(ctx.services.sql, requestId);
  if (!request || !isMoneyParty(principal, request)) throw notFound({ resource: "Request", id: requestId });
  return request;
}
