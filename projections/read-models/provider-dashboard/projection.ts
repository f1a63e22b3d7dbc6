import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { DashboardBatch } from "./dashboardBatch";
import {
  PROVIDER_DASHBOARD,
  PROVIDER_DASHBOARD_DDL,
  PROVIDER_DASHBOARD_INDEXES,
  PROVIDER_DASHBOARD_TABLES,
} from "./schema";

/** Announced per changed row after commit: the dashboard refetches (spec polls every 5 s; this makes it live). */
export const PROVIDER_REQUEST_CHANGED_TOPIC = "provider_dashboard.changed";

export const providerDashboardProjection: Projection = {
  name: PROVIDER_DASHBOARD,
  // 2: batches folded in memory; the distance is the domain's haversine (was the SQL one, last bits differ).
  // 3: offers (open, declined, withdrawn) hold no customer name or phone; only accepted jobs do.
  version: 3,
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
    "JobReassigned",
    "AccountRegistered",
    "ProfileUpdated",
    "ProviderProfileCreated",
    "ProviderWentOnline",
  ],
  tables: [...PROVIDER_DASHBOARD_TABLES, streamRevisionTable(PROVIDER_DASHBOARD)],

  async migrate(tx) {
    for (const statement of PROVIDER_DASHBOARD_DDL) await tx.query(statement);
  },

  indexes: PROVIDER_DASHBOARD_INDEXES,

  async apply(events, tx) {
    const unseen = (await claimUnseenEvents(tx, PROVIDER_DASHBOARD, events)).map(parseRecorded);
    if (unseen.length === 0) return [];
    const batch = new DashboardBatch();
    await batch.load(tx, unseen);
    for (const event of unseen) batch.apply(event);
    await batch.flush(tx);
    return [...batch.changed.values()].map(
      (payload): ProjectionChange => ({ topic: PROVIDER_REQUEST_CHANGED_TOPIC, payload }),
    );
  },
};
