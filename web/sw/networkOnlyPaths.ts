/**
 * What the service worker must never answer from a cache: everything the server answers itself
 * (the same list as infra/http/webAppRoutes.ts's SERVER_PATH_PREFIXES; a test compares them). API answers, GraphQL, the live
 * WebSocket, uploaded photos (/api/photos/…) and captains' documents (/api/providers/…/documents/…)
 * are private or live; health and metrics are the server's own. These always go to the network.
 */
export const NETWORK_ONLY_PATHS: readonly RegExp[] = [
  /^\/api(\/|$)/,
  /^\/graphql(\/|$)/,
  /^\/ws(\/|$)/,
  /^\/healthz(\/|$)/,
  /^\/readyz(\/|$)/,
  /^\/metrics(\/|$)/,
];

export function isNetworkOnlyPath(pathname: string): boolean {
  return NETWORK_ONLY_PATHS.some((pattern) => pattern.test(pathname));
}
