import type { Principal } from "../principal";
import { type Missing, notFound } from "./accessErrors";

/**
 * A captain's onboarding and papers: the captain themselves, or an admin reviewing them. Anyone else
 * (another captain, a customer) is told it was not found: a trade licence or an Emirates ID is
 * personal, and even whether someone uploaded one is not disclosed.
 */
export function requireCaptainOrAdmin(principal: Principal, providerId: string, what: Missing): void {
  if (principal.role === "admin") return;
  if (principal.role === "provider" && principal.userId === providerId) return;
  throw notFound(what);
}
