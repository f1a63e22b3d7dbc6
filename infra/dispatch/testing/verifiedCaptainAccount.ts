import type { CommandDeps } from "../../../command-api/commandDeps";
import { verifyEmail } from "../../../command-api/commands/emailVerificationCommands";
import { defineCommand } from "../../../command-api/defineCommand";
import { RegisterAccount } from "../../../domain/account/commands";
import { accountDecider } from "../../../domain/account/decider";
import { SYSTEM } from "../../../domain/shared/actor";
import { accountStream } from "../../../domain/streams";

/** Registration without the email claim or a password hash: tests and benches never sign in as these. */
const registerBareAccount = defineCommand({
  decider: accountDecider,
  schema: RegisterAccount,
  type: "RegisterAccount",
  stream: (c) => accountStream(c.accountId),
});

/**
 * The account behind a test captain, with the email the system vouches for, as seeding does:
 * going online needs a verified email (domain/account/emailVerification.ts).
 */
export async function registerVerifiedCaptainAccount(
  commands: CommandDeps,
  p: { id: string; latitude: number; longitude: number },
): Promise<void> {
  const context = { actor: SYSTEM, correlationId: `test-${p.id}`, causationId: null };
  await registerBareAccount(commands)(
    {
      accountId: p.id,
      name: `Captain ${p.id}`,
      email: `${p.id}@captains.roadside.test`,
      phone: "+971 50 123 4567",
      userType: "provider",
      passwordHash: "not-a-password-hash",
      city: "Dubai",
      latitude: p.latitude,
      longitude: p.longitude,
    },
    context,
  );
  await verifyEmail(commands)({ accountId: p.id }, context);
}
