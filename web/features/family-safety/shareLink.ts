/** The public tracking page of a share (the route /track/:shareToken). */
export function trackingUrl(origin: string, shareToken: string): string {
  return `${origin}/track/${encodeURIComponent(shareToken)}`;
}

const TIME = new Intl.DateTimeFormat("en-AE", { timeStyle: "short", timeZone: "Asia/Dubai" });
const DAY_TIME = new Intl.DateTimeFormat("en-AE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Dubai",
});

export interface ShareLinkStatus {
  readonly active: boolean;
  /** "Link active · shared 10:30", or "Link expired 11:05 (the job ended)". */
  readonly text: string;
}

/**
 * Whether a share link still works and since or until when. A link works until the job ends; the
 * server says so with expiresAt, and `now` decides for a time already past.
 */
export function shareLinkStatus(
  share: { readonly sharedAt: string; readonly expiresAt: string | null; readonly isActive: boolean },
  now: Date,
): ShareLinkStatus {
  const expires = share.expiresAt ? new Date(share.expiresAt) : null;
  const expired = !share.isActive || (expires !== null && expires.getTime() <= now.getTime());
  if (expired) {
    const at = expires ? ` ${format(expires, now)}` : "";
    return { active: false, text: `Link expired${at} (the job ended)` };
  }
  return { active: true, text: `Link active · shared ${format(new Date(share.sharedAt), now)}` };
}

function format(at: Date, now: Date): string {
  const sameDay = TIME_DAY.format(at) === TIME_DAY.format(now);
  return sameDay ? TIME.format(at) : DAY_TIME.format(at);
}

const TIME_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai" });
