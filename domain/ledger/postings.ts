/**
 * Money events → double-entry transactions (pure; the ledger projection stores what this returns).
 * Quotes, holds, declines, voids and failed captures move no money and post nothing.
 *
 * - TaxInvoiceIssued (revenue recognised at supply): Dr customer gross; Cr vat-payable VAT;
 *   Cr captain-payable (net − commission); Cr platform-revenue commission.
 * - PaymentCaptured: Dr payment-clearing; Cr customer.
 * - CashCollected: Dr cash-held-by-captains (that captain); Cr customer.
 * - CreditNoteIssued: the invoice's mirror for the credited amount (commission on the credited net).
 * - PaymentRefunded: Dr customer; Cr payment-clearing.
 * - PayoutRunPaid, per paid line: Dr captain-payable payable; Cr cash-held-by-captains cash held;
 *   Cr payment-clearing transfer.
 * Commission is computed on net with commissionOn, so a credit mirrors its charge to the fil.
 */
export {};
