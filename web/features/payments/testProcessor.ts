import { apiRequest } from "../../shared/api";
import type { CardForToken } from "./cardDetails";

export interface CardToken {
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
}

/**
 * The built-in test processor's tokenise call (PAYMENT_PROVIDER=test): the card number goes to our
 * server's processor, and only the token goes into the booking.
 */
export function tokeniseTestCard(card: CardForToken): Promise<CardToken> {
  return apiRequest<CardToken>("POST", "/api/payments/test-processor/tokens", card);
}

/** The card holder's answer to the test processor's 3-D Secure challenge. */
export function answerTestAuthentication(confirmUrl: string, outcome: "approve" | "fail"): Promise<void> {
  return apiRequest<void>("POST", confirmUrl, { outcome });
}
