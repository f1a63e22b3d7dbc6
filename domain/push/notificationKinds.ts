import { z } from "zod";

/** What either party of a job can be told: the other one wrote in the job's chat. */
export const SharedPushKind = z.enum(["chat-message"]);
/** What a captain can be told while the app is closed (issue 23). */
export const CaptainPushKind = z.enum([
  "new-offer",
  "offer-withdrawn",
  "job-cancelled",
  ...SharedPushKind.options,
]);
/** What a customer can be told while the app is closed (issue 23). */
export const CustomerPushKind = z.enum([
  "captain-accepted",
  "captain-nearby",
  "captain-arrived",
  "job-completed",
  ...SharedPushKind.options,
  "nobody-took-request",
]);

export const PushKind = z.enum([...new Set([...CaptainPushKind.options, ...CustomerPushKind.options])] as [
  PushKindName,
  ...PushKindName[],
]);
type PushKindName = z.infer<typeof CaptainPushKind> | z.infer<typeof CustomerPushKind>;
export type PushKind = z.infer<typeof PushKind>;

/** The kinds that concern someone in this role; admins are told nothing by push. */
export function pushKindsFor(role: string): readonly PushKind[] {
  if (role === "provider") return CaptainPushKind.options;
  if (role === "customer") return CustomerPushKind.options;
  return [];
}

/**
 * Turning push on is the opt-in: every kind of one's role is then on until switched off, since a
 * captain who enabled notifications and still missed an offer would not know which switch to find.
 */
export const PUSH_KIND_DEFAULT_ON = true;

/**
 * What the holder of a family share link can be told (issue 23): no account and no switches, the
 * subscription on the link's page is the opt-in to both.
 */
export const FamilyPushKind = z.enum(["trip-started", "trip-ended"]);
export type FamilyPushKind = z.infer<typeof FamilyPushKind>;

/** Any notification the push queue holds: to an account, or to the browsers of a trip's share links. */
export type QueuedPushKind = PushKind | FamilyPushKind;

export const isFamilyPushKind = (kind: QueuedPushKind): kind is FamilyPushKind =>
  (FamilyPushKind.options as readonly string[]).includes(kind);
