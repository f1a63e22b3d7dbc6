import { formatMinutes } from "../../shared/format";

/** Answers often come within a minute: those read in seconds rather than "0 min". */
export function formatResponse(minutes: number): string {
  return minutes < 1 ? `${Math.round(minutes * 60)} s` : formatMinutes(minutes);
}
