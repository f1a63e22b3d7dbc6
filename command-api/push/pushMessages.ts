import type { PushOptions, PushPayload } from "../../domain/ports/pushSender";
import type { FamilyPushKind, PushKind } from "../../domain/push/notificationKinds";
import { NEARBY_UNDER_KM } from "../../domain/rules/trackingStatus";
import type { PushDetails } from "../../projections/push-queue/pushQueueProjection";
import { aedIn, clockIn } from "../i18n/localFigures";
import type { MessageLanguage } from "../i18n/recipientLanguage";
import { pushMessages } from "./messages";

/** The captain's screen for offers and jobs; the customer's home shows the active request. */
const CAPTAIN_SCREEN = "/provider-dashboard";
const CUSTOMER_ACTIVE_SCREEN = "/";
const CUSTOMER_HISTORY_SCREEN = "/history";

/**
 * What a notification says and opens, in the recipient's language. The tag groups what belongs
 * together on the device: an offer and its withdrawal share one (the withdrawal replaces the offer),
 * a conversation one.
 */
export function pushMessageOf(
  kind: PushKind,
  details: PushDetails,
  language: MessageLanguage,
): { payload: PushPayload; urgency: PushOptions["urgency"] } {
  const { requestId } = details;
  const m = pushMessages(language);
  const customer = (title: string, body: string, urgency: PushOptions["urgency"]) => ({
    payload: { title, body, url: CUSTOMER_ACTIVE_SCREEN, tag: `request-${requestId}` },
    urgency,
  });
  switch (kind) {
    case "new-offer":
      return {
        payload: {
          title: m.newOffer.title,
          body: details.expiresAt
            ? m.newOffer.answerBefore(clockIn(language, new Date(details.expiresAt)))
            : m.newOffer.answerOnDashboard,
          url: CAPTAIN_SCREEN,
          tag: `offer-${requestId}`,
        },
        urgency: "high",
      };
    case "offer-withdrawn":
      return {
        payload: {
          title: m.offerWithdrawn.title,
          body: m.offerWithdrawn.body,
          url: CAPTAIN_SCREEN,
          tag: `offer-${requestId}`,
        },
        urgency: "normal",
      };
    case "job-cancelled":
      return {
        payload: {
          title: m.jobCancelled.title,
          body: m.jobCancelled.body,
          url: CAPTAIN_SCREEN,
          tag: `job-${requestId}`,
        },
        urgency: "high",
      };
    case "captain-accepted":
      return customer(m.captainAccepted.title, m.captainAccepted.body, "high");
    case "captain-nearby":
      return customer(m.captainNearby.title, m.captainNearby.body(NEARBY_UNDER_KM), "high");
    case "captain-arrived":
      return customer(m.captainArrived.title, m.captainArrived.body, "high");
    case "job-completed":
      if (details.receipt) {
        const { invoiceNumber, grossFils, vatFils } = details.receipt;
        return {
          payload: {
            title: m.receipt.title,
            body: m.receipt.body({
              paid: aedIn(language, grossFils),
              vat: aedIn(language, vatFils),
              invoiceNumber,
            }),
            // The invoice's PDF, which the signed-in customer's browser may open (GET /api/documents/…).
            url: `/api/documents/${encodeURIComponent(invoiceNumber)}.pdf`,
            tag: `request-${requestId}`,
          },
          urgency: "normal",
        };
      }
      return {
        payload: {
          title: m.jobCompleted.title,
          body: m.jobCompleted.body,
          url: CUSTOMER_HISTORY_SCREEN,
          tag: `request-${requestId}`,
        },
        urgency: "normal",
      };
    case "chat-message":
      return {
        payload: {
          title: m.chatMessage.title,
          body: m.chatMessage.body,
          url: details.toCaptain ? CAPTAIN_SCREEN : CUSTOMER_ACTIVE_SCREEN,
          tag: `chat-${requestId}`,
        },
        urgency: "normal",
      };
    case "nobody-took-request":
      return customer(m.nobodyTookRequest.title, m.nobodyTookRequest.body, "high");
  }
}

/**
 * What the holder of a share link is told, and the link's page it opens. Only the trip's status,
 * which the link shows whatever the customer chose to include: never the place, the ETA or the
 * captain, so no choice of the share's include flags is overstepped.
 */
export function familyPushMessageOf(
  kind: FamilyPushKind,
  details: PushDetails,
  shareToken: string,
  language: MessageLanguage,
): { payload: PushPayload; urgency: PushOptions["urgency"] } {
  const { family } = pushMessages(language);
  const url = `/track/${shareToken}`;
  const tag = `trip-${details.requestId}`;
  if (kind === "trip-started")
    return {
      payload: { title: family.tripStarted.title, body: family.tripStarted.body, url, tag },
      urgency: "normal",
    };
  return {
    payload: {
      title: family.tripEnded.title,
      body: family.tripEnded[details.ending ?? "completed"],
      url,
      tag,
    },
    urgency: "normal",
  };
}
