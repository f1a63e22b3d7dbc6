import type { PaymentsT } from "./messages";
import type { Quote, TestCard } from "./paymentOperations";

type Line = Quote["lines"][number];

/** The four services' names, as the quote's first line says them. */
function serviceName(serviceType: Quote["serviceType"], t: PaymentsT): string {
  const names: Readonly<Record<Quote["serviceType"], string>> = {
    TOWING: t("service.towing"),
    JUMP_START: t("service.jumpStart"),
    TIRE_CHANGE: t("service.tireChange"),
    FUEL_DELIVERY: t("service.fuelDelivery"),
  };
  return names[serviceType];
}

/**
 * A quote line in the reader's language, from its code (the server's `description` is the same line
 * in English: "Towing (starting price)", "Captain rank #1 price").
 */
export function lineDescription(line: Line, serviceType: Quote["serviceType"], t: PaymentsT): string {
  switch (line.code) {
    case "SERVICE":
      return t("line.service", { service: serviceName(serviceType, t) });
    case "RANK_PRICE":
      return line.rank === null ? line.description : t("line.rankPrice", { rank: line.rank });
    case "WEEKEND_SURCHARGE":
      return t("line.weekendSurcharge");
    case "OFF_HOURS_SURCHARGE":
      return t("line.offHoursSurcharge");
    case "EXTRA":
      return t("line.extra", { note: line.note ?? "" }).trimEnd();
    case "CANCELLATION_FEE":
      return t("line.cancellationFee");
    case "REFUND":
      return t("line.refund", { note: line.note ?? "" }).trimEnd();
  }
}

/** "Visa: approved": a documented test card's brand and what the test processor answers for it. */
export function testCardLabel(card: TestCard, t: PaymentsT): string {
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  switch (card.outcome) {
    case "APPROVED":
      return t("testCards.approved", { brand });
    case "DECLINED":
      return t("testCards.declined", { brand });
    case "INSUFFICIENT_FUNDS":
      return t("testCards.insufficientFunds", { brand });
    case "REQUIRES_ACTION":
      return t("testCards.requiresAction", { brand });
  }
}
