import type { Clock } from "../../domain/ports/clock";
import type { PushOptions, PushPayload, PushSender } from "../../domain/ports/pushSender";
import type { Sql } from "../../domain/ports/sql";
import { isFamilyPushKind } from "../../domain/push/notificationKinds";
import { type PendingPush, pendingPushes } from "../../projections/push-queue/pushQueueProjection";
import { accountById } from "../../projections/read-models/accounts/queries";
import { sharePushTargetsOf } from "../../projections/read-models/family-shares/queries";
import {
  accountsWithPushBrowsers,
  pushTargetsFor,
} from "../../projections/read-models/push-settings/queries";
import { byId as requestById } from "../../projections/read-models/request-history/queries";
import { languageOf, type MessageLanguage } from "../i18n/recipientLanguage";
import { WakeLoop } from "../reactors/wakeLoop";
import { familyPushMessageOf, pushMessageOf } from "./pushMessages";

/**
 * A delivery's recipient column: an account id, or this prefix and a share id for a browser
 * subscribed through a family share link (its keys are in that share's subscriptions).
 */
const SHARE_RECIPIENT = "share:";

export interface PushProcessDeps {
  sql: Sql;
  sender: PushSender;
  clock: Clock;
  /** Removes a subscription the push service declared gone (a command, as the system). */
  removeExpired(accountId: string, endpoint: string, causationId: string): Promise<void>;
  /** The same for a browser subscribed through a family share link. */
  removeExpiredShare(shareId: string, endpoint: string, causationId: string): Promise<void>;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  /** The first retry waits this long, each further one twice as long (default 5 s, at most 5 min). */
  retryMs?: number;
  /** Sends tried this often are given up (default 6). */
  maxAttempts?: number;
}

const BATCH = 20;
const MAX_BACKOFF_MS = 5 * 60_000;

interface DueDelivery {
  event_id: string;
  endpoint: string;
  account_id: string;
  payload: string;
  urgency: string;
  send_until: Date | string;
  attempts: number;
  p256dh: string | null;
  auth_secret: string | null;
}

/**
 * Sends the notifications the queue projection recorded, as a reactor on the worker (only where
 * the queue's lock is held). Each queued event becomes one delivery per subscribed browser, keyed
 * by (event, endpoint); a delivery is marked sent after the push service accepted it, so a restart
 * resends at most the one in flight and skips none. A failure is retried with exponential backoff;
 * a 404/410 removes the subscription; a notification past its time is not sent.
 */
export class PushProcess extends WakeLoop {
  constructor(private readonly deps: PushProcessDeps) {
    super({ name: "push", log: deps.log, failureRetryMs: deps.retryMs ?? 5_000 });
  }

  /** Sends what is due, then sleeps until the earliest retry. */
  protected async pass(): Promise<number | null> {
    await this.drain();
    return this.nextRetryInMs();
  }

  private async drain(): Promise<void> {
    await this.skipStale();
    while (!this.stopped) {
      const queued = await pendingPushes(this.deps.sql, BATCH);
      const toExpand = await this.finishUnreachable(queued);
      for (const push of toExpand) {
        if (this.stopped) return;
        await this.expand(push);
      }
      const due = await this.dueDeliveries();
      for (const delivery of due) {
        if (this.stopped) return;
        await this.deliver(delivery);
      }
      if (queued.length === 0 && due.length === 0) return;
    }
  }

  /**
   * Everything queued past its time is done in one statement: a first start over a long history
   * (or a worker that was down for hours) owes nobody yesterday's offers.
   */
  private async skipStale(): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.sql.query(
      `INSERT INTO auth.push_done (event_id, deliveries, at)
       SELECT q.event_id, 0, $1 FROM rm.push_queue q WHERE q.send_until <= $1
       ON CONFLICT (event_id) DO NOTHING`,
      [now],
    );
  }

  /**
   * Pushes to accounts without any subscribed browser (most captains' offers when they use the app
   * without notifications, and every bench booking) are done at once, in one statement for the
   * batch instead of a lookup and a transaction each. Returns the pushes left to expand.
   */
  private async finishUnreachable(queued: readonly PendingPush[]): Promise<PendingPush[]> {
    const personal = queued.filter((push) => !isFamilyPushKind(push.kind));
    const reachable = await accountsWithPushBrowsers(
      this.deps.sql,
      personal.map((push) => push.accountId),
    );
    const unreachable = personal.filter((push) => !reachable.has(push.accountId));
    if (unreachable.length > 0)
      await this.deps.sql.query(
        `INSERT INTO auth.push_done (event_id, deliveries, at)
         SELECT event_id, 0, $2 FROM unnest($1::text[]) AS u(event_id)
         ON CONFLICT (event_id) DO NOTHING`,
        [unreachable.map((push) => push.eventId), this.deps.clock.now()],
      );
    const done = new Set(unreachable);
    return queued.filter((push) => !done.has(push));
  }

  /**
   * One delivery per browser the account has for this kind (none when switched off or stale); for
   * a family notice, one per browser subscribed through the trip's share links, each with its own
   * link to open. A browser reached through two links of one trip is told once (the key).
   */
  private async expand(push: PendingPush): Promise<void> {
    const now = this.deps.clock.now();
    const fresh = now < push.sendUntil;
    const deliveries: Array<{ endpoint: string; recipient: string; payload: PushPayload; urgency: string }> =
      [];
    if (fresh && isFamilyPushKind(push.kind)) {
      const targets = await sharePushTargetsOf(this.deps.sql, push.details.requestId);
      const language = targets.length > 0 ? await this.familyLanguageOf(push.details.requestId) : "en";
      for (const target of targets) {
        const { payload, urgency } = familyPushMessageOf(
          push.kind,
          push.details,
          target.shareToken,
          language,
        );
        deliveries.push({
          endpoint: target.endpoint,
          recipient: `${SHARE_RECIPIENT}${target.shareId}`,
          payload,
          urgency: urgency ?? "normal",
        });
      }
    } else if (fresh && !isFamilyPushKind(push.kind)) {
      const targets = await pushTargetsFor(this.deps.sql, push.accountId, push.kind);
      // The message only for someone to send it to: building one is most of an offer's push cost.
      if (targets.length > 0) {
        const language = await this.languageOf(push.accountId);
        const { payload, urgency } = pushMessageOf(push.kind, push.details, language);
        for (const target of targets)
          deliveries.push({
            endpoint: target.endpoint,
            recipient: push.accountId,
            payload,
            urgency: urgency ?? "normal",
          });
      }
    }
    const done = (sql: Sql) =>
      sql.query(
        "INSERT INTO auth.push_done (event_id, deliveries, at) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING",
        [push.eventId, deliveries.length, now],
      );
    // Nothing to record but that it is done: one statement, no transaction around it.
    if (deliveries.length === 0) {
      await done(this.deps.sql);
      return;
    }
    await this.deps.sql.transaction(async (tx) => {
      for (const d of deliveries)
        await tx.query(
          `INSERT INTO auth.push_deliveries
             (event_id, endpoint, account_id, payload, urgency, send_until, state, next_attempt_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) ON CONFLICT (event_id, endpoint) DO NOTHING`,
          [push.eventId, d.endpoint, d.recipient, JSON.stringify(d.payload), d.urgency, push.sendUntil, now],
        );
      await done(tx);
    });
  }

  /** The recipient's language: their account's choice, English until they made one. */
  private async languageOf(accountId: string): Promise<MessageLanguage> {
    return languageOf((await accountById(this.deps.sql, accountId))?.preferredLanguage);
  }

  /**
   * A share link's holder has no account, so no language of their own: they are told in the language
   * of the customer who shared the trip with them (the family's, most likely).
   */
  private async familyLanguageOf(requestId: string): Promise<MessageLanguage> {
    const request = await requestById(this.deps.sql, requestId);
    return request ? this.languageOf(request.customerId) : "en";
  }

  private async dueDeliveries(): Promise<DueDelivery[]> {
    // The keys are read now, not at expansion: a browser unsubscribed meanwhile is not sent to.
    const { rows } = await this.deps.sql.query<DueDelivery>(
      `SELECT d.event_id, d.endpoint, d.account_id, d.payload, d.urgency, d.send_until, d.attempts,
              COALESCE(s.p256dh, f.p256dh) AS p256dh, COALESCE(s.auth_secret, f.auth_secret) AS auth_secret
         FROM auth.push_deliveries d
         LEFT JOIN rm.push_subscriptions s ON s.endpoint = d.endpoint AND s.account_id = d.account_id
         LEFT JOIN rm.family_shares_push_subscriptions f
           ON f.endpoint = d.endpoint AND '${SHARE_RECIPIENT}' || f.share_id = d.account_id
        WHERE d.state = 'pending' AND d.next_attempt_at <= $1
        ORDER BY d.next_attempt_at, d.event_id, d.endpoint
        LIMIT $2`,
      [this.deps.clock.now(), BATCH],
    );
    return rows;
  }

  private async deliver(d: DueDelivery): Promise<void> {
    const now = this.deps.clock.now();
    const sendUntil = new Date(d.send_until);
    if (now >= sendUntil) return this.finish(d, "stale", null);
    if (d.p256dh === null || d.auth_secret === null) return this.finish(d, "unsubscribed", null);
    const options: PushOptions = {
      ttlSeconds: Math.max(0, Math.floor((sendUntil.getTime() - now.getTime()) / 1000)),
      urgency: d.urgency as PushOptions["urgency"],
    };
    const outcome = await this.deps.sender.send(
      { endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth_secret } },
      JSON.parse(d.payload) as PushPayload,
      options,
    );
    if (outcome.kind === "delivered") {
      await this.finish(d, "sent", null);
      this.deps.log.info({ eventId: d.event_id }, "push sent");
    } else if (outcome.kind === "gone") {
      if (d.account_id.startsWith(SHARE_RECIPIENT))
        await this.deps.removeExpiredShare(
          d.account_id.slice(SHARE_RECIPIENT.length),
          d.endpoint,
          d.event_id,
        );
      else await this.deps.removeExpired(d.account_id, d.endpoint, d.event_id);
      await this.finish(d, "gone", `push service answered ${outcome.status}`);
      this.deps.log.info({ eventId: d.event_id, status: outcome.status }, "push: subscription gone, removed");
    } else {
      const attempts = d.attempts + 1;
      if (attempts >= (this.deps.maxAttempts ?? 6)) return this.finish(d, "failed", outcome.reason, attempts);
      const backoff = Math.min(MAX_BACKOFF_MS, (this.deps.retryMs ?? 5_000) * 2 ** (attempts - 1));
      await this.deps.sql.query(
        `UPDATE auth.push_deliveries SET attempts = $3, next_attempt_at = $4, last_error = $5
          WHERE event_id = $1 AND endpoint = $2`,
        [d.event_id, d.endpoint, attempts, new Date(now.getTime() + backoff), outcome.reason],
      );
      this.deps.log.warn({ eventId: d.event_id, attempts, reason: outcome.reason }, "push: will retry");
    }
  }

  private async finish(d: DueDelivery, state: string, error: string | null, attempts = d.attempts + 1) {
    await this.deps.sql.query(
      `UPDATE auth.push_deliveries SET state = $3, attempts = $4, last_error = $5, finished_at = $6
        WHERE event_id = $1 AND endpoint = $2`,
      [
        d.event_id,
        d.endpoint,
        state,
        state === "stale" || state === "unsubscribed" ? d.attempts : attempts,
        error,
        this.deps.clock.now(),
      ],
    );
  }

  /** Sleeps until the earliest retry instead of polling. */
  private async nextRetryInMs(): Promise<number | null> {
    const { rows } = await this.deps.sql.query<{ next: Date | string | null }>(
      "SELECT min(next_attempt_at) AS next FROM auth.push_deliveries WHERE state = 'pending'",
    );
    const next = rows[0]?.next;
    return next ? new Date(next).getTime() - this.deps.clock.now().getTime() : null;
  }
}
