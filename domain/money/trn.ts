/** A UAE Tax Registration Number: 15 digits (uae-facts). Spaces and dashes people type are dropped. */
export function parseTrn(input: string): { trn: string } | { error: string } {
  const trn = input.replace(/[\s-]/g, "");
  if (!/^\d{15}$/.test(trn)) return { error: "must be 15 digits" };
  return { trn };
}
