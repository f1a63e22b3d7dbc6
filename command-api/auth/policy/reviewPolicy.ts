import type { Principal } from "../principal";
import { forbidden } from "./accessErrors";
import { requireSignedIn } from "./identityPolicy";

/**
 * Reviews about a provider are their public reputation: anyone signed in reads them. Reviews about
 * a customer (written by providers) are for that customer, the providers who serve them, and admins.
 */
export function requireMayReadReviewsAbout(
  principal: Principal | null,
  subject: { userId: string; userType: string },
): Principal {
  const signedIn = requireSignedIn(principal);
  if (subject.userType === "provider") return signedIn;
  if (signedIn.userId === subject.userId || signedIn.role !== "customer") return signedIn;
  throw forbidden("review.customerReviewsPrivate");
}
