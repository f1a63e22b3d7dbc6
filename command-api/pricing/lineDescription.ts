import type { PriceLine } from "../../domain/money/priceLines";
import { serviceDisplayName } from "../../domain/rules/serviceTypes";

/**
 * A price line's words (money contract): command-api/money/lineDescriptions.ts (helper D) is the
 * shared one; this copy serves the quote until it lands, and is replaced by it at merge.
 */
export function lineDescription(line: PriceLine): string {
  switch (line.code) {
    case "service":
      return `${serviceDisplayName(line.serviceType)} (starting price)`;
    case "rank-price":
      return `Captain rank #${line.rank} price`;
    case "weekend-surcharge":
      return "Weekend surcharge";
    case "off-hours-surcharge":
      return "Off-hours surcharge (before 09:00 or after 17:00)";
    case "extra":
      return `Extra: ${line.note ?? ""}`;
    case "cancellation-fee":
      return "Cancellation fee";
    case "refund":
      return `Refund: ${line.note ?? ""}`;
  }
}
