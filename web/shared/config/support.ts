/**
 * The support line and mailbox behind "Call Support", the help pages and the password help.
 * Set VITE_SUPPORT_PHONE / VITE_SUPPORT_EMAIL at build time. The defaults are placeholders until
 * operations publishes the real line and mailbox.
 */
export const SUPPORT_PHONE = import.meta.env.VITE_SUPPORT_PHONE || "800 7623 7433";
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || "support@roadside.ae";

/** A tel: link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
