import type { LiveTracking } from "./useTrackedRequest";

/** A sentence for the customer about where the captain is, from the server's tracking phase. */
export function navigationInstruction(tracking: LiveTracking, captainName: string): string {
  switch (tracking.phase) {
    case "arriving-now":
      return `${captainName} is arriving now. Please be ready at your pickup point.`;
    case "almost-there":
      return `${captainName} is almost there: look out for the truck.`;
    case "nearby":
      return `${captainName} is nearby, less than 1 km away.`;
    default:
      return `${captainName} is on the way to your pickup point.`;
  }
}
