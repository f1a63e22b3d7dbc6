/** Stream names, in one place so handlers, projections and tests agree. */
export const requestStream = (requestId: string) => `request-${requestId}`;
export const providerStream = (providerId: string) => `provider-${providerId}`;
export const accountStream = (accountId: string) => `account-${accountId}`;
export const chatStream = (requestId: string) => `chat-${requestId}`;
export const photosStream = (requestId: string) => `photos-${requestId}`;
export const shareStream = (requestId: string) => `share-${requestId}`;
/** One account's push subscriptions and notification switches. */
export const pushStream = (accountId: string) => `push-${accountId}`;
/** Reserved with expected `no_stream`, so two sign-ups with one email cannot both succeed. */
export const emailClaimStream = (normalizedEmail: string) => `email-${normalizedEmail}`;

export function idFromStream(stream: string): { category: string; id: string } {
  const dash = stream.indexOf("-");
  if (dash <= 0) throw new Error(`stream "${stream}" has no category prefix`);
  return { category: stream.slice(0, dash), id: stream.slice(dash + 1) };
}
