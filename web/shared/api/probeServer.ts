import { apiRequest } from "./http";

/**
 * Asks the API whether it is there: any answer from it (a user or null) marks the server online,
 * no answer marks it offline. Used by the banner's retry; never throws.
 */
export async function probeServer(): Promise<void> {
  try {
    await apiRequest("GET", "/api/auth/me");
  } catch {
    // apiRequest already recorded what the answer (or its absence) means.
  }
}
