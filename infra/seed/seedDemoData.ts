import type { CommandContext } from "../../command-api/commandContext";
import type { CommandDeps } from "../../command-api/commandDeps";
import { addVehicle } from "../../command-api/commands/accountCommands";
import { verifyEmail } from "../../command-api/commands/emailVerificationCommands";
import {
  addTowingEquipment,
  changeProviderServices,
  goOnline,
} from "../../command-api/commands/providerCommands";
import { registerAccount } from "../../command-api/commands/registration";
import {
  onboardApprovedCaptain,
  onboardCaptainForReview,
  providerStateOf,
} from "../../command-api/onboarding/captainOnboarding";
import type { DocumentStorage } from "../../command-api/rest/uploads/documentStorage";
import { SYSTEM } from "../../domain/shared/actor";
import { DomainError } from "../../domain/shared/domainError";
import { accountStream } from "../../domain/streams";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, PENDING_DEMO_CAPTAIN } from "./demoAccounts";

export interface SeedReport {
  accountsCreated: number;
  accountsPresent: number;
  /** Demo captains onboarded by this run (new ones, and ones seeded before onboarding existed). */
  captainsOnboarded: number;
}

export interface SeedOptions {
  /** Where the demo captains' generated papers (one-page PDFs) are written; without it only their paths are recorded. */
  documents?: DocumentStorage;
}

/** Approved and online, as the panel's captains are; or waiting in the admin's verification queue. */
type CaptainGoal = "approved" | "pending-review";

/**
 * Seeds the demo accounts through the same commands as real users (no back door), so the seeded
 * state is what the events say. Safe to run on every start: what already exists is left alone,
 * except that demo captains seeded before onboarding existed are onboarded now.
 */
export async function seedDemoData(
  deps: CommandDeps,
  correlationId: string,
  options: SeedOptions = {},
): Promise<SeedReport> {
  const context: CommandContext = { actor: SYSTEM, correlationId, causationId: null };
  const report: SeedReport = { accountsCreated: 0, accountsPresent: 0, captainsOnboarded: 0 };
  const accounts: [DemoAccount, CaptainGoal][] = [
    ...DEMO_ACCOUNTS.map((account): [DemoAccount, CaptainGoal] => [account, "approved"]),
    [PENDING_DEMO_CAPTAIN, "pending-review"],
  ];
  for (const [account, goal] of accounts) {
    const exists = (await deps.store.readStream(accountStream(account.id))).length > 0;
    if (exists) report.accountsPresent++;
    else report.accountsCreated++;
    // Nobody reads a demo inbox: the system vouches for it (a no-op once verified), which also
    // lets demo captains seeded before email verification existed go online.
    if (!exists) await seedAccount(deps, context, account);
    else await verifyEmail(deps)({ accountId: account.id }, context);
    if (account.provider && (await onboardIfNever(deps, context, account, goal, options)))
      report.captainsOnboarded++;
    if (!exists && account.provider && goal === "approved")
      await goOnline(deps)(
        { providerId: account.id, latitude: account.latitude, longitude: account.longitude },
        context,
      );
  }
  return report;
}

/**
 * Onboards a demo captain who never began onboarding (new, or seeded before it existed). One who
 * began is left to the admin: a demo admin who rejected or a captain who changed their profile in
 * the demo keeps that after a restart.
 */
async function onboardIfNever(
  deps: CommandDeps,
  context: CommandContext,
  account: DemoAccount,
  goal: CaptainGoal,
  options: SeedOptions,
): Promise<boolean> {
  const state = await providerStateOf(deps.store, account.id);
  if (state.captainProfile !== null || state.underReview || state.approved) return false;
  const onboarding = {
    providerId: account.id,
    name: account.name,
    correlationId: context.correlationId,
    ...(options.documents ? { documents: options.documents } : {}),
  };
  if (goal === "approved")
    await onboardApprovedCaptain(deps, { ...onboarding, note: "Demo captain, approved by the seed" });
  else await onboardCaptainForReview(deps, onboarding);
  return true;
}

async function seedAccount(deps: CommandDeps, context: CommandContext, account: DemoAccount) {
  await registerAccount(deps)(
    {
      accountId: account.id,
      name: account.name,
      email: account.email,
      phone: account.phone,
      password: DEMO_PASSWORD,
      userType: account.userType,
      city: account.city,
      latitude: account.latitude,
      longitude: account.longitude,
    },
    context,
  );
  await verifyEmail(deps)({ accountId: account.id }, context);
  for (const [index, vehicle] of (account.vehicles ?? []).entries()) {
    await alreadyDoneIsFine(
      addVehicle(deps)({ accountId: account.id, vehicle, makeDefault: index === 0 }, context),
    );
  }
  if (!account.provider) return;
  await changeProviderServices(deps)(
    { providerId: account.id, services: account.provider.services },
    context,
  );
  for (const truck of account.provider.trucks) {
    await alreadyDoneIsFine(addTowingEquipment(deps)({ providerId: account.id, equipment: truck }, context));
  }
}

/** A half-finished earlier seed left this step done; anything else is a real failure. */
async function alreadyDoneIsFine(step: Promise<unknown>) {
  try {
    await step;
  } catch (error) {
    if (error instanceof DomainError && error.code === "conflict" && error.message.includes("already exists"))
      return;
    throw error;
  }
}
