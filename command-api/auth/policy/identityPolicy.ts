import type { Principal, PrincipalRole } from "../principal";
import { forbidden, signInRequired } from "./accessErrors";

/** Anyone signed in. */
export function requireSignedIn(principal: Principal | null): Principal {
  if (!principal) throw signInRequired();
  return principal;
}

/** An area of the product that belongs to one role (`/api/admin/*`, `/api/provider/*`). */
export function requireRole(principal: Principal | null, roles: readonly PrincipalRole[]): Principal {
  const signedIn = requireSignedIn(principal);
  if (!roles.includes(signedIn.role)) throw forbidden("auth.onlyForRoles", { roles: roles.join(",") });
  return signedIn;
}

/** A user's own collection (profile, vehicles, contacts, history): the user, or an admin for support. */
export function requireSelfOrAdmin(principal: Principal | null, userId: string): Principal {
  const signedIn = requireSignedIn(principal);
  if (signedIn.userId !== userId && signedIn.role !== "admin") throw forbidden("auth.ownAccountOnly");
  return signedIn;
}

/**
 * A body field that says who acts (customerId, userId, senderId, reviewerId, uploadedBy): it must be
 * the caller. The spec's client sends it from local storage; the session is the truth.
 */
export function requireActingAsSelf(principal: Principal, claimedUserId: string, field: string): void {
  if (claimedUserId !== principal.userId) throw forbidden("auth.ownUserIdOnly", { field }, field);
}
