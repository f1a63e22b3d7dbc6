/**
 * UAE VAT as the product charges it (uae-facts "Money and VAT", FTA VATP006):
 * - the standard rate is 5 %;
 * - consumer prices include VAT, so the displayed price is the gross and VAT is carved out of it;
 * - VAT is rounded per line item to the nearest fils, halves away from zero.
 * A line's net is its gross minus its VAT, so net + VAT always equals the price the customer saw.
 */
export const VAT_RATE_PERCENT = 5;

export interface VatSplit {
  readonly grossFils: number;
  readonly netFils: number;
  readonly vatFils: number;
}

/** The VAT inside a VAT-inclusive amount: gross × 5 / 105, to the nearest fils (AED 275.00 → 13.10). */
export function vatInGross(grossFils: number): number {
  if (!Number.isInteger(grossFils)) throw new RangeError(`grossFils must be whole fils, got ${grossFils}`);
  const exact = (Math.abs(grossFils) * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT);
  // Half away from zero, on the magnitude, so a credit is the mirror of the charge it reverses.
  return Math.sign(grossFils) * Math.round(exact) || 0;
}

/** One line's gross split into net and VAT (AED 275.00 = 261.90 + 13.10 VAT). */
export function splitGross(grossFils: number): VatSplit {
  const vatFils = vatInGross(grossFils);
  return { grossFils, netFils: grossFils - vatFils, vatFils };
}

/** Lines' splits added up: a document's totals are the sums of its rounded lines, never re-rounded. */
export function sumSplits(lines: readonly VatSplit[]): VatSplit {
  return lines.reduce<VatSplit>(
    (sum, line) => ({
      grossFils: sum.grossFils + line.grossFils,
      netFils: sum.netFils + line.netFils,
      vatFils: sum.vatFils + line.vatFils,
    }),
    { grossFils: 0, netFils: 0, vatFils: 0 },
  );
}
