import type { z } from "zod";
import { formatAed } from "../../domain/money/fils";
import type { PayoutRunPrepared } from "../../domain/payout/events";

type PreparedRun = z.infer<typeof PayoutRunPrepared>["data"];

/** The transfer's words on the captain's bank statement (money contract §10). */
export const payoutReference = (run: Pick<PreparedRun, "weekStart" | "weekEnd">) =>
  `Roadside payout ${run.weekStart}–${run.weekEnd}`;

/** One RFC 4180 field: quoted (quotes doubled) when it holds a comma, a quote or a line break. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The bank transfer file of a payout run: one row per captain the platform pays this week (a
 * captain who owes more than they are owed is listed in the run but receives nothing, so has no
 * row), with the IBAN, the account holder's name, the amount in AED with two decimals, the
 * reference and the captain's id. RFC 4180: a header row, CRLF line ends, quoted fields as needed.
 */
export function payoutTransfersCsv(run: PreparedRun): string {
  const reference = payoutReference(run);
  const rows = [
    ["IBAN", "Account name", "Amount AED", "Reference", "Captain ID"],
    ...run.lines
      .filter((line) => line.transferFils > 0)
      .map((line) => [
        line.iban,
        line.accountName,
        formatAed(line.transferFils).replace("AED ", "").replace(/,/g, ""),
        reference,
        line.providerId,
      ]),
  ];
  return rows.map((row) => `${row.map(field).join(",")}\r\n`).join("");
}
