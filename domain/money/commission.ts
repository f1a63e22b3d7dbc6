/** The platform's share of a job, on its net (VAT is the state's, not ours to share). 15 % unless configured. */
export const DEFAULT_COMMISSION_BASIS_POINTS = 1500;

/** Commission in fils on a net amount, to the nearest fils, halves away from zero (credits mirror charges). */
export function commissionOn(netFils: number, basisPoints: number): number {
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000)
    throw new RangeError(`basisPoints must be a whole number from 0 to 10000, got ${basisPoints}`);
  return Math.sign(netFils) * Math.round((Math.abs(netFils) * basisPoints) / 10_000) || 0;
}
