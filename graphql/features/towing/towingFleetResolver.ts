import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { editTowingEquipment, retireTowingEquipment } from "../../../command-api/commands/onboardingCommands";
import {
  addTowingEquipment,
  setTowingEquipmentAvailability,
} from "../../../command-api/commands/providerCommands";
import type { Position } from "../../../domain/ports/eventStore";
import type { TowingEquipment } from "../../../domain/provider/events";
import { DomainError } from "../../../domain/shared/domainError";
import { PROVIDER_DIRECTORY } from "../../../projections/read-models/provider-directory/schema";
import { equipmentOfProvider } from "../../../projections/read-models/towing-equipment/queries";
import { TOWING_EQUIPMENT } from "../../../projections/read-models/towing-equipment/schema";
import { actingAs } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";
import { TowingEquipmentInput } from "../onboarding/captainOnboardingInputs";
import { TowingTruck } from "./towingTypes";

/** The domain's truck from the API's input (the spec calls the capacity `capacity`; kg either way). */
const truckOf = (equipmentId: string, input: TowingEquipmentInput) => ({
  equipmentId,
  truckName: input.truckName,
  // The command's schema checks it is a known type (BAD_USER_INPUT naming the field otherwise).
  truckType: input.truckType as TowingEquipment["truckType"],
  capacityKg: input.capacity,
  compatibleVehicles: input.compatibleVehicles,
  features: input.features,
  plate: input.plate,
});

/** One truck of the captain's fleet after a write, read once the read model has it. */
function truckAfter(
  ctx: GraphqlContext,
  position: Position | null,
  providerId: string,
  equipmentId: string,
): Promise<TowingTruck> {
  return afterWrite(ctx, position, [TOWING_EQUIPMENT, PROVIDER_DIRECTORY], async () => {
    const truck = (await equipmentOfProvider(ctx.services.sql, providerId)).find((t) => t.id === equipmentId);
    if (!truck)
      throw new DomainError(
        "not_found",
        "resource.notFound",
        { resource: "Equipment", id: equipmentId },
        "equipmentId",
      );
    return truck;
  });
}

/** A captain's own tow trucks (issue 19): add, edit, retire, and say which can be booked now. */
@Resolver()
export class TowingFleetResolver {
  @Query(() => [TowingTruck], { description: "Providers: their own trucks, retired ones left out." })
  async myTowingEquipment(@Ctx() ctx: GraphqlContext): Promise<TowingTruck[]> {
    const { principal } = actingAs(ctx, ["provider"]);
    return equipmentOfProvider(ctx.services.sql, principal.userId);
  }

  @Mutation(() => TowingTruck, {
    description: "Providers: add a truck to their fleet (towing must be a service).",
  })
  async addTowingEquipment(
    @Arg("input", () => TowingEquipmentInput, { description: "The truck." }) input: TowingEquipmentInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<TowingTruck> {
    const { principal, command } = actingAs(ctx, ["provider"]);
    const equipmentId = ctx.services.commands.ids.next();
    const { position } = await addTowingEquipment(ctx.services.commands)(
      { providerId: principal.userId, equipment: truckOf(equipmentId, input) },
      command,
    );
    return truckAfter(ctx, position, principal.userId, equipmentId);
  }

  @Mutation(() => TowingTruck, { description: "Providers: correct one of their trucks' details." })
  async editTowingEquipment(
    @Arg("equipmentId", () => ID, { description: "One of the caller's trucks." }) equipmentId: string,
    @Arg("input", () => TowingEquipmentInput, { description: "The truck's details as they should be." })
    input: TowingEquipmentInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<TowingTruck> {
    const { principal, command } = actingAs(ctx, ["provider"]);
    const { position } = await editTowingEquipment(ctx.services.commands)(
      { providerId: principal.userId, equipment: truckOf(equipmentId, input) },
      command,
    );
    return truckAfter(ctx, position, principal.userId, equipmentId);
  }

  @Mutation(() => Boolean, {
    description: "Providers: retire one of their trucks; it is never shown, offered or booked again.",
  })
  async retireTowingEquipment(
    @Arg("equipmentId", () => ID, { description: "One of the caller's trucks." }) equipmentId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<boolean> {
    const { principal, command } = actingAs(ctx, ["provider"]);
    const { position } = await retireTowingEquipment(ctx.services.commands)(
      { providerId: principal.userId, equipmentId },
      command,
    );
    return afterWrite(ctx, position, [TOWING_EQUIPMENT], async () => true);
  }

  @Mutation(() => TowingTruck, { description: "Providers: whether one of their trucks can be booked now." })
  async setTowingEquipmentAvailability(
    @Arg("equipmentId", () => ID, { description: "One of the caller's trucks." }) equipmentId: string,
    @Arg("isAvailable", () => Boolean, {
      description: "True to make it bookable, false to hide it from bookings.",
    })
    isAvailable: boolean,
    @Ctx() ctx: GraphqlContext,
  ): Promise<TowingTruck> {
    const { principal, command } = actingAs(ctx, ["provider"]);
    const { position } = await setTowingEquipmentAvailability(ctx.services.commands)(
      { providerId: principal.userId, equipmentId, isAvailable },
      command,
    );
    return truckAfter(ctx, position, principal.userId, equipmentId);
  }
}
