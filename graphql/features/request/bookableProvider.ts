import type { Sql } from "../../../domain/ports/sql";
import { DomainError } from "../../../domain/shared/domainError";
import { providerById, worksOn } from "../../../projections/read-models/provider-directory/queries";

/**
 * The facade's booking rule (command-api/rest/routes/requestRoutes.ts): a chosen provider must exist and
 * offer the service; whether they take it is theirs to say. The decider cannot check it (another stream).
 */
export async function requireBookableProvider(
  sql: Sql,
  providerId: string | null,
  serviceType: string,
  /** Today's UAE date (uaeToday). */
  today: string,
): Promise<void> {
  if (providerId === null) return;
  const provider = await providerById(sql, providerId);
  if (!provider)
    throw new DomainError("bad_input", "provider.noSuchProvider", { field: "providerId" }, "providerId");
  // Suspended, not approved, or papers lapsed: customers are never shown them, so never book them.
  if (!worksOn(provider, today))
    throw new DomainError("bad_input", "provider.notTakingBookings", { field: "providerId" }, "providerId");
  if (!provider.services.includes(serviceType))
    throw new DomainError(
      "bad_input",
      "provider.doesNotOffer",
      { field: "providerId", serviceType },
      "providerId",
    );
}
