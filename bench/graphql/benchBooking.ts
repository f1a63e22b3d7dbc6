import { filsToAed } from "../../domain/money/fils";
import { quoteLines, totalsOf } from "../../domain/money/priceLines";

/**
 * A RequestService command's fields for a booking only the bench offers and withdraws: scheduled for
 * tomorrow, so dispatch (which starts an hour before a scheduled time) leaves it pending and alone. An
 * immediate booking on a bench with no providers would be marked unassigned by dispatch at once (nobody
 * to ask), and after that every offer is refused; dispatch still looks at the stream after every append,
 * as it does in production.
 */
export function benchBooking(requestId: string) {
  const scheduledAt = new Date(Date.now() + 24 * 3600 * 1000);
  // Quoted inline and paid in cash: the bench measures the pipeline, not the card processor.
  const lines = quoteLines({ serviceType: "jump-start", scheduledAt, chosenProviderRank: null });
  return {
    requestId,
    serviceType: "jump-start",
    priority: "high",
    paymentMethod: "cash",
    pickup: { location: "Dubai Marina", latitude: 25.08, longitude: 55.14 },
    destination: null,
    vehicle: {
      vehicleId: null,
      make: "Kia",
      model: "Rio",
      year: 2019,
      color: null,
      licensePlate: null,
      vehicleType: null,
      fuelType: null,
    },
    description: "Battery flat in the car park",
    estimatedPrice: filsToAed(totalsOf(lines).grossFils),
    providerId: null,
    towingEquipmentId: null,
    scheduledAt: scheduledAt.toISOString(),
    inlineQuoteLines: lines,
  } as const;
}
