/** A card booking's money with one extra the captain proposed (AED 52.50 for 15 km more towing). */
export function moneyFixture(extraStatus: "PROPOSED" | "APPROVED" | "REJECTED" = "PROPOSED") {
  return {
    __typename: "RequestMoney",
    requestId: "r1",
    paymentMethod: "CARD",
    paymentStatus: "AUTHORIZED",
    cardBrand: "Visa",
    cardLast4: "4242",
    finalAmountAed: null,
    cancellationFeeAed: null,
    refundedAed: 0,
    quote: { __typename: "Quote", id: "r1", totalAed: 275, vatAed: 13.1, vatRatePercent: 5 },
    extras: [
      {
        __typename: "Extra",
        id: "x1",
        note: "15 km more towing to the dealer in Al Quoz",
        grossAed: 52.5,
        vatAed: 2.5,
        status: extraStatus,
        proposedAt: "2026-11-25T08:10:00.000Z",
      },
    ],
    invoice: null,
    creditNotes: [],
  };
}
