import type { CommandDeps } from "../../command-api/commandDeps";
import { createProviderProfile, goOnline } from "../../command-api/commands/providerCommands";
import { defineCommand } from "../../command-api/defineCommand";
import { onboardApprovedCaptain } from "../../command-api/onboarding/captainOnboarding";
import { RegisterAccount } from "../../domain/account/commands";
import { accountDecider } from "../../domain/account/decider";
import { SYSTEM } from "../../domain/shared/actor";
import { accountStream } from "../../domain/streams";
import { registerVerifiedCaptainAccount } from "../../infra/dispatch/testing/verifiedCaptainAccount";
import { pickHub, pointNear, seededRandom } from "../../infra/simulator/simulatedPlaces";

export interface FleetVehicleStart {
  id: string;
  latitude: number;
  longitude: number;
}

/** The bench's captains, where they start: the simulator's hubs, the same fleet run after run. */
export function benchVehicles(count: number): FleetVehicleStart[] {
  const random = seededRandom(7);
  return Array.from({ length: count }, (_, i) => {
    const hub = pickHub(random);
    return { id: `bench-captain-${i}`, ...pointNear(hub.at, hub.radiusKm, random) };
  });
}

const context = { actor: SYSTEM, correlationId: "fleet-bench", causationId: null };

/**
 * Every vehicle an approved, online captain, through the commands a captain and an admin would send
 * (account, verified email, profile, papers, approval, GoOnline: ten events each). Captains are
 * independent streams, so `concurrency` of them are enlisted side by side; on one connection
 * (PGlite) that changes nothing, on PostgreSQL it keeps the pool busy.
 */
export async function enlistCaptains(
  commands: CommandDeps,
  vehicles: readonly FleetVehicleStart[],
  concurrency: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  let next = 0;
  let done = 0;
  const enlistNext = async (): Promise<void> => {
    while (next < vehicles.length) {
      const v = vehicles[next++]!;
      await registerVerifiedCaptainAccount(commands, v);
      await createProviderProfile(commands)(
        {
          providerId: v.id,
          name: `Bench captain ${v.id}`,
          phone: "+971 50 123 4567",
          services: ["towing", "jump-start"],
          responseTimeMinutes: 10,
          latitude: v.latitude,
          longitude: v.longitude,
        },
        context,
      );
      // Approved with papers on record (no files: the bench never opens one).
      await onboardApprovedCaptain(commands, { providerId: v.id, name: `Bench captain ${v.id}` });
      await goOnline(commands)({ providerId: v.id, latitude: v.latitude, longitude: v.longitude }, context);
      done += 1;
      if (done % 500 === 0) onProgress?.(done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, enlistNext));
}

/** Registration without a password: the bench issues the viewer's session itself, as a sign-in ends. */
const registerBareAccount = defineCommand({
  decider: accountDecider,
  schema: RegisterAccount,
  type: "RegisterAccount",
  stream: (c) => accountStream(c.accountId),
});

/** The customer whose map screens the subscribers are. */
export async function registerViewer(commands: CommandDeps, id: string): Promise<void> {
  await registerBareAccount(commands)(
    {
      accountId: id,
      name: "Fleet bench viewer",
      email: `${id}@customers.roadside.test`,
      phone: "+971 50 765 4321",
      userType: "customer",
      passwordHash: "not-a-password-hash",
      city: "Dubai",
      latitude: 25.2,
      longitude: 55.27,
    },
    context,
  );
}
