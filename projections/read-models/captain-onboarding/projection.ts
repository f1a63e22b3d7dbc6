import type { Sql, SqlParam } from "../../../domain/ports/sql";
import { REQUIRED_DOCUMENTS } from "../../../domain/provider/onboardingEvents";
import type { Projection, ProjectionChange } from "../../projection";
import {
  isOnboardingEvent,
  ONBOARDING_EVENT_TYPES,
  type OnboardingRecordedEvent,
} from "../shared/captainStanding";
import { parseRecorded } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { CAPTAIN_ONBOARDING, CAPTAIN_ONBOARDING_DDL } from "./schema";

/** Announced after commit: the captain's screen and the admins' queue read the onboarding again. */
export const CAPTAIN_ONBOARDING_CHANGED_TOPIC = "captain_onboarding.changed";
export interface CaptainOnboardingChanged {
  providerId: string;
}

export const captainOnboardingProjection: Projection = {
  name: CAPTAIN_ONBOARDING,
  version: 1,
  handles: ONBOARDING_EVENT_TYPES,
  tables: [
    CAPTAIN_ONBOARDING,
    "captain_onboarding_document",
    "captain_onboarding_review",
    streamRevisionTable(CAPTAIN_ONBOARDING),
  ],

  async migrate(tx) {
    for (const statement of CAPTAIN_ONBOARDING_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const touched = new Set<string>();
    for (const event of (await claimUnseenEvents(tx, CAPTAIN_ONBOARDING, events)).map(parseRecorded)) {
      if (!isOnboardingEvent(event)) continue;
      await applyEvent(tx, event);
      touched.add(event.data.providerId);
    }
    return [...touched].map(
      (providerId): ProjectionChange => ({
        topic: CAPTAIN_ONBOARDING_CHANGED_TOPIC,
        payload: { providerId } satisfies CaptainOnboardingChanged,
      }),
    );
  },
};

/** The captain's row, created by their first onboarding event. */
async function upsertCaptain(tx: Sql, providerId: string, at: string, set: string, params: SqlParam[]) {
  const assignments = set === "" ? "updated_at = $2" : `${set}, updated_at = $2`;
  await tx.query(
    `INSERT INTO captain_onboarding (provider_id, updated_at) VALUES ($1, $2)
     ON CONFLICT (provider_id) DO NOTHING`,
    [providerId, at],
  );
  await tx.query(`UPDATE captain_onboarding SET ${assignments} WHERE provider_id = $1`, [
    providerId,
    at,
    ...params,
  ]);
}

async function review(
  tx: Sql,
  event: OnboardingRecordedEvent,
  step: string,
  reason: string | null,
): Promise<void> {
  const { actor, occurredAt } = event.metadata;
  await tx.query(
    `INSERT INTO captain_onboarding_review (provider_id, revision, at, step, actor_id, actor_role, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [event.data.providerId, event.revision.toString(), occurredAt, step, actor.userId, actor.role, reason],
  );
}

/*
 * Mirrors the domain's evolveOnboarding (domain/provider/onboarding.ts): per kind at most one
 * PENDING paper (a newer upload supersedes it) and one APPROVED or EXPIRED paper (an approval
 * promotes the pending one and supersedes the one before). Expiry and warnings touch only the
 * paper that counts for its kind.
 */
async function applyEvent(tx: Sql, event: OnboardingRecordedEvent): Promise<void> {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case "CaptainProfileCompleted": {
      const { providerId, completedAt: _at, ...profile } = event.data;
      const { rows } = await tx.query<{ had: boolean }>(
        "SELECT profile IS NOT NULL AS had FROM captain_onboarding WHERE provider_id = $1",
        [providerId],
      );
      // A changed profile is a new application: approval waits for a fresh review.
      await upsertCaptain(tx, providerId, at, "profile = $3::jsonb, approved = false", [
        JSON.stringify(profile),
      ]);
      if (rows[0]?.had) await review(tx, event, "PROFILE_CHANGED", null);
      return;
    }
    case "CaptainDocumentUploaded": {
      const d = event.data;
      await upsertCaptain(tx, d.providerId, at, "", []);
      await tx.query(
        `UPDATE captain_onboarding_document SET state = 'SUPERSEDED'
          WHERE provider_id = $1 AND kind = $2 AND state = 'PENDING' AND id <> $3`,
        [d.providerId, d.kind, d.documentId],
      );
      await tx.query(
        `INSERT INTO captain_onboarding_document (id, provider_id, kind, expires_on, file_name, content_type,
           size_bytes, storage_path, uploaded_at, state, revision)
         VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, 'PENDING', $10) ON CONFLICT (id) DO NOTHING`,
        [
          d.documentId,
          d.providerId,
          d.kind,
          d.expiresOn,
          d.fileName,
          d.contentType,
          d.sizeBytes,
          d.storagePath,
          d.uploadedAt,
          event.revision.toString(),
        ],
      );
      return;
    }
    case "CaptainSubmittedForReview":
      await upsertCaptain(
        tx,
        event.data.providerId,
        at,
        "under_review = true, submitted_at = $3, rejection_reason = NULL",
        [event.data.submittedAt],
      );
      await review(tx, event, "SUBMITTED", null);
      return;
    case "CaptainApproved": {
      const { providerId, note } = event.data;
      for (const kind of REQUIRED_DOCUMENTS) {
        const { rows } = await tx.query<{ id: string }>(
          "SELECT id FROM captain_onboarding_document WHERE provider_id = $1 AND kind = $2 AND state = 'PENDING'",
          [providerId, kind],
        );
        const pending = rows[0];
        if (!pending) continue;
        await tx.query(
          `UPDATE captain_onboarding_document SET state = 'SUPERSEDED'
            WHERE provider_id = $1 AND kind = $2 AND state IN ('APPROVED', 'EXPIRED')`,
          [providerId, kind],
        );
        await tx.query("UPDATE captain_onboarding_document SET state = 'APPROVED' WHERE id = $1", [
          pending.id,
        ]);
      }
      await upsertCaptain(
        tx,
        providerId,
        at,
        "approved = true, under_review = false, submitted_at = NULL, rejection_reason = NULL",
        [],
      );
      await review(tx, event, "APPROVED", note === "" ? null : note);
      return;
    }
    case "CaptainRejected":
      await upsertCaptain(
        tx,
        event.data.providerId,
        at,
        "under_review = false, submitted_at = NULL, rejection_reason = $3",
        [event.data.reason],
      );
      await review(tx, event, "REJECTED", event.data.reason);
      return;
    case "CaptainDocumentExpiryWarned":
      await tx.query(
        "UPDATE captain_onboarding_document SET warned = true WHERE id = $1 AND state IN ('APPROVED', 'EXPIRED')",
        [event.data.documentId],
      );
      await upsertCaptain(tx, event.data.providerId, at, "", []);
      await review(tx, event, "EXPIRY_WARNED", event.data.kind);
      return;
    case "CaptainDocumentExpired":
      await tx.query(
        "UPDATE captain_onboarding_document SET state = 'EXPIRED' WHERE id = $1 AND state = 'APPROVED'",
        [event.data.documentId],
      );
      await upsertCaptain(tx, event.data.providerId, at, "", []);
      await review(tx, event, "DOCUMENT_EXPIRED", event.data.kind);
      return;
  }
}
