import type { PriceLine } from "../../domain/money/priceLines";
import { serviceDisplayName } from "../../domain/rules/serviceTypes";

/**
 * A price line's code in English words (money contract "PriceLine.description"): what the quote,
 * the GraphQL PriceLine, the tax invoice and the credit note print for it. The codes stay codes in
 * events, so a later wording change rewrites no history.
 */
export function lineDescription(line: Pick<PriceLine, "code" | "serviceType" | "rank" | "note">): string {
  switch (line.code) {
    case "service":
      return `${serviceDisplayName(line.serviceType)} (starting price)`;
    case "rank-price":
      return `Captain rank #${line.rank ?? "?"} price`;
    case "weekend-surcharge":
      return "Weekend surcharge";
    case "off-hours-surcharge":
      return "Off-hours surcharge (before 09:00 or after 17:00)";
    case "extra":
      return `Extra: ${line.note ?? ""}`.trimEnd();
    case "cancellation-fee":
      return "Cancellation fee";
    case "refund":
      return `Refund: ${line.note ?? ""}`.trimEnd();
  }
}
