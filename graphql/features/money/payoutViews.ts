import { filsToAed } from "../../../domain/money/fils";
import type { CaptainPayoutRow, PayoutRunRow } from "../../../projections/read-models/money/queries";
import type { CaptainPayout, EarningLine, PayoutAccount, PayoutRun, WeeklyStatement } from "./moneyTypes";

/*
 * Earnings, statements, payout accounts and runs as the API shows them: read-model rows (fils) to AED.
 * The row shapes are the read models' (projections/read-models/money and ledger).
 */

export interface EarningLineRow {
  requestId: string;
  serviceType: string;
  paymentMethod: string;
  supplyDate: string;
  grossFils: number;
  vatFils: number;
  netFils: number;
  commissionFils: number;
  earningsFils: number;
  creditedFils: number;
}

export const earningLineOf = (row: EarningLineRow): EarningLine => ({
  requestId: row.requestId,
  serviceType: row.serviceType,
  paymentMethod: row.paymentMethod,
  supplyDate: row.supplyDate,
  grossAed: filsToAed(row.grossFils),
  vatAed: filsToAed(row.vatFils),
  netAed: filsToAed(row.netFils),
  commissionAed: filsToAed(row.commissionFils),
  earningsAed: filsToAed(row.earningsFils),
  creditedAed: filsToAed(row.creditedFils),
});

export interface WeeklyStatementRow {
  weekStart: string;
  weekEnd: string;
  jobs: number;
  grossFils: number;
  commissionFils: number;
  earningsFils: number;
  cashCollectedFils: number;
  paidOutFils: number;
  closingBalanceFils: number;
}

export const weeklyStatementOf = (row: WeeklyStatementRow): WeeklyStatement => ({
  weekStart: row.weekStart,
  weekEnd: row.weekEnd,
  jobs: row.jobs,
  grossAed: filsToAed(row.grossFils),
  commissionAed: filsToAed(row.commissionFils),
  earningsAed: filsToAed(row.earningsFils),
  cashCollectedAed: filsToAed(row.cashCollectedFils),
  paidOutAed: filsToAed(row.paidOutFils),
  closingBalanceAed: filsToAed(row.closingBalanceFils),
});

export const captainPayoutOf = (row: CaptainPayoutRow): CaptainPayout => ({
  runId: row.runId,
  weekStart: row.weekStart,
  weekEnd: row.weekEnd,
  transferAed: filsToAed(row.transferFils),
  status: row.status,
  paidAt: row.paidAt,
  bankReference: row.bankReference,
});

export const payoutRunOf = (row: PayoutRunRow): PayoutRun => ({
  id: row.runId,
  weekStart: row.weekStart,
  weekEnd: row.weekEnd,
  status: row.status,
  lines: row.lines.map((line) => ({
    providerId: line.providerId,
    captainName: line.captainName,
    iban: line.iban,
    accountName: line.accountName,
    payableAed: filsToAed(line.payableFils),
    cashHeldAed: filsToAed(line.cashHeldFils),
    transferAed: filsToAed(line.transferFils),
  })),
  totalTransferAed: filsToAed(row.totalTransferFils),
  preparedAt: row.preparedAt,
  paidAt: row.paidAt,
  bankReference: row.bankReference,
  csvUrl: `/api/admin/payout-runs/${encodeURIComponent(row.runId)}/transfers.csv`,
});

/** "AE** **** **** **** ***3 456": the country and the last four digits only, in the groups banks print (formatIban). */
export function maskIban(iban: string): string {
  const masked = `${iban.slice(0, 2)}${"*".repeat(iban.length - 6)}${iban.slice(-4)}`;
  return masked.replace(/(.{4})/g, "$1 ").trim();
}

export const payoutAccountOf = (row: {
  iban: string;
  accountName: string;
  setAt: string;
}): PayoutAccount => ({
  ibanMasked: maskIban(row.iban),
  accountName: row.accountName,
  setAt: row.setAt,
});
