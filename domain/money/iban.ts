import { ERROR_REASONS } from "../shared/errorReasons";

/**
 * A UAE IBAN (uae-facts): "AE" + 2 check digits + 3-digit bank code + 16-digit account number,
 * 23 characters, valid by ISO 13616 mod-97. Returns the compact form, or the reason it is not one.
 */
export function parseUaeIban(input: string): { iban: string } | { error: string } {
  const checked = checkUaeIban(input);
  return "problem" in checked ? { error: ERROR_REASONS[checked.problem].slice(FIELD_LEAD.length) } : checked;
}

export type IbanProblem = "iban.notUae" | "iban.notAeDigits" | "iban.checkDigits";
const FIELD_LEAD = "{{field}}: ";

/** parseUaeIban with the refusal's reason id (errorReasons.ts), for a DomainError naming the field. */
export function checkUaeIban(input: string): { iban: string } | { problem: IbanProblem } {
  const iban = input.replace(/[\s-]/g, "").toUpperCase();
  if (!iban.startsWith("AE")) return { problem: "iban.notUae" };
  if (!/^AE\d{21}$/.test(iban)) return { problem: "iban.notAeDigits" };
  if (mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) !== 1) return { problem: "iban.checkDigits" };
  return { iban };
}

/** The remainder of a long alphanumeric number (letters as 10..35), digit by digit. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** "AE07 0331 2345 6789 0123 456": the IBAN as banks print it, in groups of four. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})/g, "$1 ").trim();
}
