import type { Sql } from "../../../domain/ports/sql";
import { type CaptainStatus, captainStatus, whyCannotWork } from "../../../domain/provider/eligibility";
import { isWithinWarning } from "../../../domain/provider/onboarding";
import {
  type CaptainProfile,
  type DocumentKind,
  REQUIRED_DOCUMENTS,
} from "../../../domain/provider/onboardingEvents";
import type { DocumentRef, DocumentSlot } from "../../../domain/provider/state";
import type { CaptainStanding } from "../shared/captainStanding";
import { isoTime, isoTimeOrNull, type SqlTimestamp } from "../shared/rowValues";

export type CaptainDocumentState = "PENDING" | "APPROVED" | "SUPERSEDED" | "EXPIRED";
export type CaptainReviewStep =
  | "SUBMITTED"
  | "APPROVED"
  | "REJECTED"
  | "EXPIRY_WARNED"
  | "DOCUMENT_EXPIRED"
  | "PROFILE_CHANGED";

/** One uploaded paper, as the captain and the admins see it. */
export interface CaptainDocumentView {
  id: string;
  providerId: string;
  kind: DocumentKind;
  /** YYYY-MM-DD: the first UAE day the paper is no longer valid. */
  expiresOn: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
  /** An APPROVED paper whose day has come shows as EXPIRED before the expiry process records it. */
  state: CaptainDocumentState;
  /** Where the file is served (to the captain and admins only). */
  url: string;
  /** Where the file is stored (never shown to clients). */
  storagePath: string;
}

export interface CaptainReviewView {
  at: string;
  step: CaptainReviewStep;
  actorId: string | null;
  actorName: string | null;
  /** The admin's reason or note, or the document kind of an expiry step. */
  reason: string | null;
}

export interface CaptainOnboardingView {
  providerId: string;
  name: string;
  email: string;
  phone: string;
  status: CaptainStatus;
  /** whyCannotWork's words; null when approved. */
  statusMessage: string | null;
  suspensionReason: string | null;
  emailVerified: boolean;
  /** Approved with valid papers, not suspended, email verified: GoOnline would be accepted. */
  canGoOnline: boolean;
  profile: CaptainProfile | null;
  /** Every upload, newest first. */
  documents: CaptainDocumentView[];
  submittedAt: string | null;
  rejectionReason: string | null;
  /** APPROVED papers that lapse within the warning period (30 days). */
  expiringSoon: CaptainDocumentView[];
  /** Oldest first. */
  reviews: CaptainReviewView[];
}

export const documentUrl = (providerId: string, documentId: string) =>
  `/api/providers/${encodeURIComponent(providerId)}/documents/${encodeURIComponent(documentId)}/file`;

interface CaptainRow {
  provider_id: string;
  name: string;
  email: string;
  phone: string;
  suspension_reason: string | null;
  email_verified: boolean;
  profile: CaptainProfile | null;
  approved: boolean | null;
  under_review: boolean | null;
  submitted_at: SqlTimestamp | null;
  rejection_reason: string | null;
}

interface DocumentRow {
  id: string;
  provider_id: string;
  kind: DocumentKind;
  expires_on: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_path: string;
  uploaded_at: SqlTimestamp;
  state: CaptainDocumentState;
  warned: boolean;
}

interface ReviewRow {
  provider_id: string;
  at: SqlTimestamp;
  step: CaptainReviewStep;
  actor_id: string | null;
  actor_name: string | null;
  reason: string | null;
}

/** Captain accounts (user type provider) with their onboarding, if any yet. */
const CAPTAIN_SELECT = `SELECT a.id AS provider_id, a.name, a.email, a.phone, a.suspension_reason, a.email_verified,
       o.profile, o.approved, o.under_review, o.submitted_at, o.rejection_reason
  FROM rm.accounts a LEFT JOIN rm.captain_onboarding o ON o.provider_id = a.id
 WHERE a.user_type = 'provider'`;

/** One captain's onboarding as it stands on `today` (a UAE date); null when there is no such captain. */
export async function captainOnboarding(
  sql: Sql,
  providerId: string,
  today: string,
): Promise<CaptainOnboardingView | null> {
  const { rows } = await sql.query<CaptainRow>(`${CAPTAIN_SELECT} AND a.id = $1`, [providerId]);
  return (await assemble(sql, rows, today))[0] ?? null;
}

/** The admins' verification queue: captains whose submission waits, oldest submission first. */
export async function verificationQueue(
  sql: Sql,
  today: string,
  limit = 50,
): Promise<CaptainOnboardingView[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > 200)
    throw new RangeError(`limit must be 1 to 200, got ${limit}`);
  const { rows } = await sql.query<CaptainRow>(
    `${CAPTAIN_SELECT} AND o.under_review ORDER BY o.submitted_at, a.id LIMIT $1`,
    [limit],
  );
  return assemble(sql, rows, today);
}

/** One of a captain's papers (any state), or null: the file route reads where it is stored. */
export async function captainDocument(
  sql: Sql,
  providerId: string,
  documentId: string,
  today: string,
): Promise<CaptainDocumentView | null> {
  const { rows } = await sql.query<DocumentRow>(`${DOCUMENT_SELECT} WHERE provider_id = $1 AND id = $2`, [
    providerId,
    documentId,
  ]);
  return rows[0] ? toDocument(rows[0], today) : null;
}

const DOCUMENT_SELECT = `SELECT id, provider_id, kind, expires_on::text AS expires_on, file_name, content_type, size_bytes,
       storage_path, uploaded_at, state, warned
  FROM rm.captain_onboarding_document`;

async function assemble(sql: Sql, captains: CaptainRow[], today: string): Promise<CaptainOnboardingView[]> {
  if (captains.length === 0) return [];
  const ids = captains.map((c) => c.provider_id);
  const [documents, reviews] = await Promise.all([
    sql.query<DocumentRow>(
      `${DOCUMENT_SELECT} WHERE provider_id = ANY($1::text[]) ORDER BY provider_id, revision DESC`,
      [ids],
    ),
    sql.query<ReviewRow>(
      `SELECT r.provider_id, r.at, r.step, r.actor_id, a.name AS actor_name, r.reason
         FROM rm.captain_onboarding_review r LEFT JOIN rm.accounts a ON a.id = r.actor_id
        WHERE r.provider_id = ANY($1::text[]) ORDER BY r.provider_id, r.revision`,
      [ids],
    ),
  ]);
  return captains.map((captain) =>
    toView(
      captain,
      documents.rows.filter((d) => d.provider_id === captain.provider_id),
      reviews.rows.filter((r) => r.provider_id === captain.provider_id),
      today,
    ),
  );
}

function toView(
  captain: CaptainRow,
  documents: DocumentRow[],
  reviews: ReviewRow[],
  today: string,
): CaptainOnboardingView {
  const standing = standingOf(captain, documents);
  const status = captainStatus({ ...standing, captainProfile: captain.profile }, today);
  const statusMessage = whyCannotWork({ ...standing, captainProfile: captain.profile }, today);
  const shown = documents.map((row) => toDocument(row, today));
  return {
    providerId: captain.provider_id,
    name: captain.name,
    email: captain.email,
    phone: captain.phone,
    status,
    statusMessage,
    suspensionReason: captain.suspension_reason,
    emailVerified: captain.email_verified,
    canGoOnline: status === "approved" && captain.suspension_reason === null && captain.email_verified,
    profile: captain.profile,
    documents: shown,
    submittedAt: isoTimeOrNull(captain.submitted_at),
    rejectionReason: captain.rejection_reason,
    expiringSoon: shown.filter((d) => d.state === "APPROVED" && isWithinWarning(d.expiresOn, today)),
    reviews: reviews.map((row) => ({
      at: isoTime(row.at),
      step: row.step,
      actorId: row.actor_id,
      actorName: row.actor_name,
      reason: row.reason,
    })),
  };
}

/** The domain's standing, rebuilt from the papers' states: what `captainStatus` reads. */
function standingOf(captain: CaptainRow, documents: readonly DocumentRow[]): CaptainStanding {
  const slot = (kind: DocumentKind): DocumentSlot => {
    const ref = (row: DocumentRow | undefined): DocumentRef | null =>
      row
        ? {
            documentId: row.id,
            expiresOn: row.expires_on,
            warned: row.warned,
            expired: row.state === "EXPIRED",
          }
        : null;
    const ofKind = documents.filter((d) => d.kind === kind);
    return {
      approved: ref(ofKind.find((d) => d.state === "APPROVED" || d.state === "EXPIRED")),
      pending: ref(ofKind.find((d) => d.state === "PENDING")),
    };
  };
  return {
    documents: Object.fromEntries(REQUIRED_DOCUMENTS.map((kind) => [kind, slot(kind)])) as Record<
      DocumentKind,
      DocumentSlot
    >,
    underReview: captain.under_review ?? false,
    approved: captain.approved ?? false,
    rejectionReason: captain.rejection_reason,
  };
}

function toDocument(row: DocumentRow, today: string): CaptainDocumentView {
  const lapsed = row.state === "APPROVED" && row.expires_on <= today;
  return {
    id: row.id,
    providerId: row.provider_id,
    kind: row.kind,
    expiresOn: row.expires_on,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    uploadedAt: isoTime(row.uploaded_at),
    state: lapsed ? "EXPIRED" : row.state,
    url: documentUrl(row.provider_id, row.id),
    storagePath: row.storage_path,
  };
}
