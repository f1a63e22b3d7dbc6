import type { CommandDeps } from "../../../command-api/commandDeps";
import {
  addTowingEquipment,
  createProviderProfile,
  goOnline,
} from "../../../command-api/commands/providerCommands";
import { requestService } from "../../../command-api/commands/requestCommands";
import { onboardApprovedCaptain } from "../../../command-api/onboarding/captainOnboarding";
import { filsToAed } from "../../../domain/money/fils";
import { quoteLines, totalsOf } from "../../../domain/money/priceLines";
import type { Actor } from "../../../domain/shared/actor";
import { SYSTEM } from "../../../domain/shared/actor";
import type { Priority, ServiceType } from "../../../domain/shared/values";
import { registerVerifiedCaptainAccount } from "./verifiedCaptainAccount";

const as = (actor: Actor) => ({ actor, correlationId: `test-${actor.userId}`, causationId: null });

/** An approved captain (papers recorded without files), online at the point, with one truck when they tow. */
export async function addOnlineProvider(
  commands: CommandDeps,
  p: { id: string; latitude: number; longitude: number; services?: ServiceType[] },
): Promise<void> {
  const services = p.services ?? ["towing", "jump-start"];
  await registerVerifiedCaptainAccount(commands, p);
  await createProviderProfile(commands)(
    {
      providerId: p.id,
      name: `Captain ${p.id}`,
      phone: "+971 50 123 4567",
      services,
      responseTimeMinutes: 10,
      latitude: p.latitude,
      longitude: p.longitude,
    },
    as(SYSTEM),
  );
  if (services.includes("towing"))
    await addTowingEquipment(commands)(
      {
        providerId: p.id,
        equipment: {
          equipmentId: `truck-${p.id}`,
          truckName: "Flatbed",
          truckType: "flatbed",
          capacityKg: 3500,
          compatibleVehicles: ["sedan", "suv", "hatchback"],
          features: [],
        },
      },
      as(SYSTEM),
    );
  await onboardApprovedCaptain(commands, { providerId: p.id, name: `Captain ${p.id}` });
  await goOnline(commands)({ providerId: p.id, latitude: p.latitude, longitude: p.longitude }, as(SYSTEM));
}

/** A customer's booking: for a chosen provider, or (providerId null, urgent) the emergency button. */
export async function requestHelp(
  commands: CommandDeps,
  r: {
    requestId: string;
    customerId?: string;
    latitude: number;
    longitude: number;
    providerId?: string | null;
    priority?: Priority;
    serviceType?: ServiceType;
    scheduledAt?: string | null;
  },
) {
  const serviceType = r.serviceType ?? "towing";
  const scheduledAt = r.scheduledAt ?? null;
  // Quoted inline at the starting price and paid in cash: dispatch does not care what a job costs.
  const lines = quoteLines({
    serviceType,
    scheduledAt: scheduledAt === null ? null : new Date(scheduledAt),
    chosenProviderRank: null,
  });
  return requestService(commands)(
    {
      requestId: r.requestId,
      serviceType,
      priority: r.priority ?? "high",
      paymentMethod: "cash",
      pickup: { location: "Pickup", latitude: r.latitude, longitude: r.longitude },
      destination: null,
      vehicle: {
        vehicleId: null,
        make: "Toyota",
        model: "Camry",
        year: 2020,
        color: null,
        licensePlate: null,
        vehicleType: "sedan",
        fuelType: null,
      },
      description: null,
      estimatedPrice: filsToAed(totalsOf(lines).grossFils),
      providerId: r.providerId ?? null,
      towingEquipmentId: null,
      scheduledAt,
      inlineQuoteLines: lines,
    },
    as({ userId: r.customerId ?? "customer-1", role: "customer" }),
  );
}

/** A provider's own command context. */
export const asProvider = (providerId: string) => as({ userId: providerId, role: "provider" });
