import { ApiError, ServerUnreachableError } from "../../shared/api";

/** What a failed recovery call tells the user: the server's own sentence when it sent one. */
export function recoveryErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof ServerUnreachableError) return error.message;
  return "Something went wrong. Please try again.";
}
