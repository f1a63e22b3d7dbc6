/**
 * What a customer pays to cancel once a captain has accepted (the captain is already driving):
 * a fixed VAT-inclusive fee, configurable, never more than what was held on the card.
 * Before acceptance cancelling is free and the hold is released.
 */
export const DEFAULT_CANCELLATION_FEE_FILS = 5_000;

export function cancellationFeeFils(input: {
  readonly policyFeeFils: number;
  /** What is held on the customer's card for this booking (0 for cash). */
  readonly authorizedFils: number;
  readonly captainAccepted: boolean;
}): number {
  if (!input.captainAccepted) return 0;
  return Math.min(input.policyFeeFils, input.authorizedFils);
}
