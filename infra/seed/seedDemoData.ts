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
import { SYSTEM } from "../../domain/shared/actor";
import { DomainError } from "../../domain/shared/domainError";
import { accountStream } from "../../domain/streams";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "./demoAccounts";

export interface SeedReport {
  accountsCreated: number;
  accountsPresent: number;
}

/**
 * Seeds the demo accounts through the same commands as real users (no back door), so the seeded
 * state is what the events say. Safe to run on every start: what already exists is left alone.
 */
export async function seedDemoData(deps: CommandDeps, correlationId: string): Promise<SeedReport> {
  const context: CommandContext = { actor: SYSTEM, correlationId, causationId: null };
  const report: SeedReport = { accountsCreated: 0, accountsPresent: 0 };
  for (const account of DEMO_ACCOUNTS) {
    const exists = (await deps.store.readStream(accountStream(account.id))).length > 0;
    if (exists) report.accountsPresent++;
    else report.accountsCreated++;
    // Nobody reads a demo inbox: the system vouches for it (a no-op once verified), which also
    // lets demo captains seeded before email verification existed go online.
    if (!exists) await seedAccount(deps, context, account);
    else await verifyEmail(deps)({ accountId: account.id }, context);
  }
  return report;
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
  await goOnline(deps)(
    { providerId: account.id, latitude: account.latitude, longitude: account.longitude },
    context,
  );
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
