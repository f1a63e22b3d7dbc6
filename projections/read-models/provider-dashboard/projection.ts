import type { Sql } from "../../../domain/ports/sql";
import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded, type RecordedReadModelEvent } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { rememberCustomer, rememberProviderPosition, rememberRequest } from "./lookups";
import {
  acceptRow,
  closeRequestRows,
  completeRow,
  declineRow,
  offerRow,
  type RowChange,
  rateRow,
  startRow,
  withdrawRow,
} from "./offerRows";
import { PROVIDER_DASHBOARD, PROVIDER_DASHBOARD_DDL, PROVIDER_DASHBOARD_TABLES } from "./schema";

/** Announced per changed row after commit: the dashboard refetches (spec polls every 5 s; this makes it live). */
export const PROVIDER_REQUEST_CHANGED_TOPIC = "provider_dashboard.changed";

export const providerDashboardProjection: Projection = {
  name: PROVIDER_DASHBOARD,
  version: 1,
  handles: [
    "ServiceRequested",
    "JobOffered",
    "OfferWithdrawn",
    "JobDeclined",
    "JobAccepted",
    "JobStarted",
    "JobCompleted",
    "RequestCancelled",
    "RequestUnassigned",
    "ReviewPosted",
    "AccountRegistered",
    "ProfileUpdated",
    "ProviderProfileCreated",
    "ProviderWentOnline",
  ],
  tables: [...PROVIDER_DASHBOARD_TABLES, streamRevisionTable(PROVIDER_DASHBOARD)],

  async migrate(tx) {
    for (const statement of PROVIDER_DASHBOARD_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const changed = new Map<string, RowChange>();
    for (const event of await claimUnseenEvents(tx, PROVIDER_DASHBOARD, events)) {
      for (const change of await applyEvent(tx, parseRecorded(event))) {
        changed.set(`${change.providerId}\u0000${change.requestId}`, change);
      }
    }
    return [...changed.values()].map(
      (payload): ProjectionChange => ({
        topic: PROVIDER_REQUEST_CHANGED_TOPIC,
        payload,
      }),
    );
  },
};

async function applyEvent(tx: Sql, event: RecordedReadModelEvent): Promise<RowChange[]> {
  switch (event.type) {
    case "ServiceRequested": {
      await rememberRequest(tx, event.data);
      const { providerId, requestId, requestedAt } = event.data;
      // The customer's chosen provider sees the job at once, offer event or not (a scheduled booking has none yet).
      return providerId === null ? [] : offerRow(tx, { providerId, requestId }, requestedAt);
    }
    case "JobOffered":
      return offerRow(tx, event.data, event.data.offeredAt);
    case "JobDeclined":
      return declineRow(tx, event.data, event.data.declinedAt);
    case "OfferWithdrawn":
      return withdrawRow(tx, event.data, event.data.reason, event.data.withdrawnAt);
    case "JobAccepted":
      return acceptRow(tx, event.data, event.data.acceptedAt);
    case "JobStarted":
      return startRow(tx, event.data, event.data.startedAt);
    case "JobCompleted":
      return completeRow(tx, event.data, event.data.finalPrice, event.data.completedAt);
    case "RequestCancelled":
      return closeRequestRows(tx, event.data.requestId, "cancelled", event.data.cancelledAt);
    case "RequestUnassigned":
      return closeRequestRows(tx, event.data.requestId, "unassigned", event.data.unassignedAt);
    case "ReviewPosted":
      if (event.data.reviewerRole !== "customer") return [];
      return rateRow(
        tx,
        { providerId: event.data.revieweeId, requestId: event.data.requestId },
        event.data.rating,
        event.data.postedAt,
      );
    case "AccountRegistered":
      await rememberCustomer(
        tx,
        event.data.accountId,
        event.data.name,
        event.data.phone,
        event.data.registeredAt,
      );
      return [];
    case "ProfileUpdated":
      await rememberCustomer(
        tx,
        event.data.accountId,
        event.data.name,
        event.data.phone,
        event.data.updatedAt,
      );
      return [];
    case "ProviderProfileCreated":
      await rememberProviderPosition(
        tx,
        event.data.providerId,
        event.data.latitude,
        event.data.longitude,
        event.data.createdAt,
      );
      return [];
    case "ProviderWentOnline":
      await rememberProviderPosition(
        tx,
        event.data.providerId,
        event.data.latitude,
        event.data.longitude,
        event.data.at,
      );
      return [];
    default:
      return [];
  }
}
