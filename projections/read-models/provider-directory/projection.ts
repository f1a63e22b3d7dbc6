import type { Sql } from "../../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../../projection";
import { BatchTable, flushTables, type Row } from "../shared/batchTable";
import {
  type CaptainStanding,
  foldStanding,
  initialStanding,
  isOnboardingEvent,
  papersValidUntil,
} from "../shared/captainStanding";
import { parseRecorded, type RecordedReadModelEvent } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { PROVIDER_DIRECTORY, PROVIDER_DIRECTORY_DDL } from "./schema";

/** Announced after commit so maps can refresh a provider's marker. */
export const PROVIDER_CHANGED_TOPIC = "provider_directory.changed";

export const providerDirectoryProjection: Projection = {
  name: PROVIDER_DIRECTORY,
  // 2: `suspended` (AccountSuspended, AccountReinstated of captains).
  // 3: onboarding (`standing`, `approved`, `documents_valid_until`), services from the captain's profile.
  version: 3,
  handles: [
    "CaptainProfileCompleted",
    "CaptainDocumentUploaded",
    "CaptainSubmittedForReview",
    "CaptainApproved",
    "CaptainRejected",
    "CaptainDocumentExpired",
    "AccountSuspended",
    "AccountReinstated",
    "ProviderProfileCreated",
    "ProviderServicesChanged",
    "ProviderWentOnline",
    "ProviderWentOffline",
    "JobAccepted",
    "JobStarted",
    "JobCompleted",
    "RequestCancelled",
    "ReviewPosted",
    "JobReassigned",
  ],
  tables: [PROVIDER_DIRECTORY, "provider_directory_open_job", streamRevisionTable(PROVIDER_DIRECTORY)],

  async migrate(tx) {
    for (const statement of PROVIDER_DIRECTORY_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const unseen = (await claimUnseenEvents(tx, PROVIDER_DIRECTORY, events)).map(parseRecorded);
    if (unseen.length === 0) return [];
    const batch = new DirectoryBatch();
    await batch.load(tx, unseen);
    for (const event of unseen) batch.apply(event);
    await batch.flush(tx);
    return [...batch.touched].map(
      (providerId): ProjectionChange => ({
        topic: PROVIDER_CHANGED_TOPIC,
        payload: { providerId },
      }),
    );
  },
};

interface ProviderRow extends Row {
  provider_id: string;
  online: boolean;
  suspended: boolean;
  standing: CaptainStanding | null;
  approved: boolean;
  documents_valid_until: string | null;
  online_changed_at: string | null;
  latitude: number | null;
  longitude: number | null;
  position_at: string | null;
  rating_sum: number;
  rating_count: number;
  total_jobs: number;
  measured_response_seconds_sum: number;
  measured_response_count: number;
  updated_at: string;
}

interface OpenJobRow extends Row {
  request_id: string;
  provider_id: string;
  accepted_at: string;
}

/** `a` is at or before `b`, a missing `a` counting as before everything. */
const notAfter = (a: string | null, b: string) => a === null || Date.parse(a) <= Date.parse(b);
/** greatest() of two times, ignoring a missing one as SQL does. */
const latest = (a: string | null, b: string) => (a === null || Date.parse(a) < Date.parse(b) ? b : a);

/** The provider an event writes (its row is created first when missing) and the request it closes or opens. */
function subjectOf(event: RecordedReadModelEvent): { providerId?: string; requestId?: string } {
  switch (event.type) {
    case "ProviderProfileCreated":
    case "ProviderServicesChanged":
    case "ProviderWentOnline":
    case "ProviderWentOffline":
    case "CaptainProfileCompleted":
    case "CaptainDocumentUploaded":
    case "CaptainSubmittedForReview":
    case "CaptainApproved":
    case "CaptainRejected":
    case "CaptainDocumentExpired":
      return { providerId: event.data.providerId };
    case "JobAccepted":
      return { requestId: event.data.requestId };
    case "JobStarted":
    case "JobCompleted":
      return { providerId: event.data.providerId, requestId: event.data.requestId };
    case "RequestCancelled":
    case "JobReassigned":
      return { requestId: event.data.requestId };
    case "ReviewPosted":
      return event.data.reviewerRole === "customer" ? { providerId: event.data.revieweeId } : {};
    case "AccountSuspended":
    case "AccountReinstated":
      return event.data.userType === "provider" ? { providerId: event.data.accountId } : {};
    default:
      return {};
  }
}

/*
 * A batch folded in memory (shared/batchTable.ts). Position and online state are "latest wins" by
 * the event's own time rather than by arrival, so a later telemetry source (another stream) and the
 * provider's stream can both write them safely.
 */
class DirectoryBatch {
  private readonly providers = new BatchTable<ProviderRow>(PROVIDER_DIRECTORY, ["provider_id"]);
  private readonly openJobs = new BatchTable<OpenJobRow>("provider_directory_open_job", ["request_id"]);
  readonly touched = new Set<string>();

  async load(tx: Sql, events: readonly RecordedReadModelEvent[]): Promise<void> {
    const providerIds = new Set<string>();
    const requestIds = new Set<string>();
    for (const event of events) {
      const { providerId, requestId } = subjectOf(event);
      if (providerId) providerIds.add(providerId);
      if (requestId) requestIds.add(requestId);
      // The job's provider gets the accept→start time, whoever the start event names.
      if (event.type === "JobAccepted") providerIds.add(event.data.providerId);
    }
    await this.openJobs.load(
      tx,
      [...requestIds].map((id) => [id]),
    );
    for (const job of this.openJobs.present()) providerIds.add(job.provider_id);
    await this.providers.load(
      tx,
      [...providerIds].map((id) => [id]),
    );
  }

  async flush(tx: Sql): Promise<void> {
    await flushTables(tx, [this.providers, this.openJobs]);
  }

  /** The provider's row; request events about a provider may arrive before their profile (another stream): keep the facts. */
  private provider(providerId: string, at: string): ProviderRow {
    this.touched.add(providerId);
    return (
      this.providers.get(providerId) ??
      this.providers.put({
        provider_id: providerId,
        name: null,
        phone: null,
        services: null,
        response_time_minutes: null,
        online: false,
        suspended: false,
        standing: null,
        approved: false,
        documents_valid_until: null,
        online_changed_at: null,
        latitude: null,
        longitude: null,
        position_at: null,
        rating_sum: 0,
        rating_count: 0,
        total_jobs: 0,
        measured_response_seconds_sum: 0,
        measured_response_count: 0,
        created_at: null,
        updated_at: at,
      })
    );
  }

  private moveTo(row: ProviderRow, latitude: number, longitude: number, at: string): void {
    if (notAfter(row.position_at, at)) {
      row.latitude = latitude;
      row.longitude = longitude;
    }
    row.position_at = latest(row.position_at, at);
  }

  private setOnline(row: ProviderRow, online: boolean, at: string): void {
    if (notAfter(row.online_changed_at, at)) row.online = online;
    row.online_changed_at = latest(row.online_changed_at, at);
  }

  /** The onboarding fold, and the two columns the customer and dispatch queries filter on. */
  private applyOnboarding(event: RecordedReadModelEvent & { data: { providerId: string } }): void {
    if (!isOnboardingEvent(event)) return;
    const row = this.provider(event.data.providerId, event.metadata.occurredAt);
    const standing = foldStanding(row.standing ?? initialStanding(), event);
    row.standing = standing;
    row.approved = standing.approved;
    row.documents_valid_until = papersValidUntil(standing);
    // The captain's profile names the services they offer: dispatch offers only those.
    if (event.type === "CaptainProfileCompleted") row.services = event.data.services;
    row.updated_at = event.metadata.occurredAt;
    this.providers.put(row);
  }

  apply(event: RecordedReadModelEvent): void {
    switch (event.type) {
      case "CaptainProfileCompleted":
      case "CaptainDocumentUploaded":
      case "CaptainSubmittedForReview":
      case "CaptainApproved":
      case "CaptainRejected":
      case "CaptainDocumentExpired":
        this.applyOnboarding(event);
        return;
      case "ProviderProfileCreated": {
        const d = event.data;
        const row = this.provider(d.providerId, d.createdAt);
        Object.assign(row, {
          name: d.name,
          phone: d.phone,
          services: d.services,
          response_time_minutes: d.responseTimeMinutes,
          created_at: d.createdAt,
        });
        this.moveTo(row, d.latitude, d.longitude, d.createdAt);
        row.updated_at = d.createdAt;
        this.providers.put(row);
        return;
      }
      case "ProviderServicesChanged": {
        const row = this.provider(event.data.providerId, event.data.changedAt);
        row.services = event.data.services;
        row.updated_at = event.data.changedAt;
        this.providers.put(row);
        return;
      }
      case "ProviderWentOnline": {
        const d = event.data;
        const row = this.provider(d.providerId, d.at);
        this.setOnline(row, true, d.at);
        this.moveTo(row, d.latitude, d.longitude, d.at);
        row.updated_at = d.at;
        this.providers.put(row);
        return;
      }
      case "AccountSuspended":
      case "AccountReinstated": {
        if (event.data.userType !== "provider") return;
        const at = event.type === "AccountSuspended" ? event.data.suspendedAt : event.data.reinstatedAt;
        const row = this.provider(event.data.accountId, at);
        row.suspended = event.type === "AccountSuspended";
        row.updated_at = at;
        this.providers.put(row);
        return;
      }
      case "ProviderWentOffline": {
        const row = this.provider(event.data.providerId, event.data.at);
        this.setOnline(row, false, event.data.at);
        row.updated_at = event.data.at;
        this.providers.put(row);
        return;
      }
      case "JobAccepted":
        this.openJobs.put({
          request_id: event.data.requestId,
          provider_id: event.data.providerId,
          accepted_at: event.data.acceptedAt,
        });
        return;
      case "JobReassigned":
        // The captain abandoned it: no accept→start span to measure.
        if (this.openJobs.get(event.data.requestId)) this.openJobs.delete(event.data.requestId);
        return;
      case "JobStarted": {
        const at = event.data.startedAt;
        this.provider(event.data.providerId, at);
        const job = this.openJobs.get(event.data.requestId);
        if (!job) return;
        this.openJobs.delete(job.request_id);
        const row = this.providers.get(job.provider_id);
        if (!row) return;
        // Measured accept→start; a negative span (clocks of two nodes) counts as zero.
        row.measured_response_seconds_sum += Math.max(
          0,
          (Date.parse(at) - Date.parse(job.accepted_at)) / 1000,
        );
        row.measured_response_count += 1;
        row.updated_at = at;
        this.providers.put(row);
        return;
      }
      case "JobCompleted": {
        const row = this.provider(event.data.providerId, event.data.completedAt);
        row.total_jobs += 1;
        row.updated_at = event.data.completedAt;
        this.providers.put(row);
        if (this.openJobs.get(event.data.requestId)) this.openJobs.delete(event.data.requestId);
        return;
      }
      case "RequestCancelled":
        if (this.openJobs.get(event.data.requestId)) this.openJobs.delete(event.data.requestId);
        return;
      case "ReviewPosted": {
        if (event.data.reviewerRole !== "customer") return;
        const row = this.provider(event.data.revieweeId, event.data.postedAt);
        row.rating_sum += event.data.rating;
        row.rating_count += 1;
        row.updated_at = event.data.postedAt;
        this.providers.put(row);
        return;
      }
      default:
        return;
    }
  }
}
