import { ApiError, ServerUnreachableError } from "../../shared/api";

/**
 * What a failed recovery call tells the user: the server's own sentence when it sent one (server
 * error codes are translated separately), else null for the screen's "Something went wrong".
 */
export function recoveryErrorMessage(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverMessage || null;
  if (error instanceof ServerUnreachableError) return error.message;
  return null;
}
