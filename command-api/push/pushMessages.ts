import { formatAed } from "../../domain/money/fils";
import type { PushOptions, PushPayload } from "../../domain/ports/pushSender";
import type { FamilyPushKind, PushKind } from "../../domain/push/notificationKinds";
import type { PushDetails } from "../../projections/push-queue/pushQueueProjection";

/** The captain's screen for offers and jobs; the customer's home shows the active request. */
const CAPTAIN_SCREEN = "/provider-dashboard";
const CUSTOMER_ACTIVE_SCREEN = "/";
const CUSTOMER_HISTORY_SCREEN = "/history";

const uaeClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Dubai",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/**
 * What a notification says and opens. The tag groups what belongs together on the device: an
 * offer and its withdrawal share one (the withdrawal replaces the offer), a conversation one.
 */
export function pushMessageOf(
  kind: PushKind,
  details: PushDetails,
): { payload: PushPayload; urgency: PushOptions["urgency"] } {
  const { requestId } = details;
  switch (kind) {
    case "new-offer":
      return {
        payload: {
          title: "New job offer",
          body: details.expiresAt
            ? `A customer needs help. Answer before ${uaeClock.format(new Date(details.expiresAt))} (UAE time).`
            : "A customer needs help. Answer it on your dashboard.",
          url: CAPTAIN_SCREEN,
          tag: `offer-${requestId}`,
        },
        urgency: "high",
      };
    case "offer-withdrawn":
      return {
        payload: {
          title: "Offer withdrawn",
          body: "The job you were offered is no longer available.",
          url: CAPTAIN_SCREEN,
          tag: `offer-${requestId}`,
        },
        urgency: "normal",
      };
    case "job-cancelled":
      return {
        payload: {
          title: "Job cancelled",
          body: "The customer cancelled this job. You do not need to go.",
          url: CAPTAIN_SCREEN,
          tag: `job-${requestId}`,
        },
        urgency: "high",
      };
    case "captain-accepted":
      return customer("Captain on the way", "A captain accepted your request.", requestId, "high");
    case "captain-nearby":
      return customer("Captain nearby", "Your captain is less than 1 km away.", requestId, "high");
    case "captain-arrived":
      return customer("Captain arrived", "Your captain has arrived and started the job.", requestId, "high");
    case "job-completed":
      if (details.receipt) {
        const { invoiceNumber, grossFils, vatFils } = details.receipt;
        return {
          payload: {
            title: "Job completed: your receipt",
            body: `You paid ${formatAed(grossFils)} incl. VAT ${formatAed(vatFils)}. Tap to open tax invoice ${invoiceNumber}.`,
            // The invoice's PDF, which the signed-in customer's browser may open (GET /api/documents/…).
            url: `/api/documents/${encodeURIComponent(invoiceNumber)}.pdf`,
            tag: `request-${requestId}`,
          },
          urgency: "normal",
        };
      }
      return {
        payload: {
          title: "Job completed",
          body: "Your service is complete. You can rate your captain now.",
          url: CUSTOMER_HISTORY_SCREEN,
          tag: `request-${requestId}`,
        },
        urgency: "normal",
      };
    case "chat-message":
      return {
        payload: {
          title: "New message",
          body: "You have a new chat message about your job.",
          url: details.toCaptain ? CAPTAIN_SCREEN : CUSTOMER_ACTIVE_SCREEN,
          tag: `chat-${requestId}`,
        },
        urgency: "normal",
      };
    case "nobody-took-request":
      return customer(
        "No captain available",
        "Nobody could take your request. Open the app to try again or call support.",
        requestId,
        "high",
      );
  }
}

function customer(title: string, body: string, requestId: string, urgency: PushOptions["urgency"]) {
  return { payload: { title, body, url: CUSTOMER_ACTIVE_SCREEN, tag: `request-${requestId}` }, urgency };
}

const FAMILY_ENDINGS: Readonly<Record<NonNullable<PushDetails["ending"]>, string>> = {
  completed: "The job is complete.",
  cancelled: "The trip was cancelled.",
  unassigned: "No captain could take this request.",
};

/**
 * What the holder of a share link is told, and the link's page it opens. Only the trip's status,
 * which the link shows whatever the customer chose to include: never the place, the ETA or the
 * captain, so no choice of the share's include flags is overstepped.
 */
export function familyPushMessageOf(
  kind: FamilyPushKind,
  details: PushDetails,
  shareToken: string,
): { payload: PushPayload; urgency: PushOptions["urgency"] } {
  const url = `/track/${shareToken}`;
  const tag = `trip-${details.requestId}`;
  if (kind === "trip-started")
    return {
      payload: { title: "Trip started", body: "The captain has arrived and started the job.", url, tag },
      urgency: "normal",
    };
  return {
    payload: { title: "Trip ended", body: FAMILY_ENDINGS[details.ending ?? "completed"], url, tag },
    urgency: "normal",
  };
}
