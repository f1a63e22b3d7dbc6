import type { PriceLine } from "../../domain/money/priceLines";
import { serviceDisplayName } from "../../domain/rules/serviceTypes";

/**
 * A price line's code in the words customers read on screens, tax invoices and credit notes (issue 20):
 * the domain keeps codes, so the APIs and the PDFs say them the same way from this one place.
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
      return `Extra: ${line.note ?? ""}`.trim();
    case "cancellation-fee":
      return "Cancellation fee";
    case "refund":
      return `Refund: ${line.note ?? ""}`.trim();
  }
}
