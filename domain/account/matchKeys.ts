/**
 * Keys under which two inputs count as "the same" for uniqueness rules, so that
 * "dxb a-12345" and "DXB A 12345", or "050 123 4567" and "+971 50 123 4567", collide.
 */

/** Plates compare case-insensitively, ignoring spaces and dashes. */
export const plateKey = (plate: string): string => plate.toUpperCase().replace(/[\s-]/g, "");

/**
 * Phones compare as international digits: "00" is the international prefix, and a single
 * leading "0" is the UAE trunk prefix (050… is +97150…). Written numbers keep their own form.
 */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/[^0-9]/g, "");
  if (phone.trim().startsWith("+")) return `+${digits}`;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  if (digits.startsWith("0")) return `+971${digits.slice(1)}`;
  return `+${digits}`;
}
