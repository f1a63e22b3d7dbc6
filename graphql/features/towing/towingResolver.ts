import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import { uaeToday } from "../../../command-api/uaeToday";
import { DEFAULT_LOCATION } from "../../../domain/rules/emirates";
import {
  availableEquipment,
  compatibleEquipment,
} from "../../../projections/read-models/towing-equipment/queries";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { VehicleTypeValue } from "../../schema/enums";
import { TowingTruck } from "./towingTypes";

/** The towing flow's truck list and the map's truck markers (spec §2.5, §2.6). */
@Resolver()
export class TowingResolver {
  @Query(() => [TowingTruck], {
    description:
      "Trucks that can carry the vehicle type and can be booked now, nearest first (default: central Dubai).",
  })
  compatibleTowingEquipment(
    @Arg("vehicleType", () => VehicleTypeValue, { description: "The body type of the vehicle to tow." })
    vehicleType: VehicleTypeValue,
    @Ctx() ctx: GraphqlContext,
    @Arg("latitude", () => Float, {
      defaultValue: DEFAULT_LOCATION.latitude,
      description: "Where the vehicle is, decimal degrees; central Dubai by default.",
    })
    latitude: number,
    @Arg("longitude", () => Float, {
      defaultValue: DEFAULT_LOCATION.longitude,
      description: "Where the vehicle is, decimal degrees; central Dubai by default.",
    })
    longitude: number,
    @Arg("limit", () => Int, { defaultValue: 50, description: "At most this many trucks." }) limit: number,
  ): Promise<TowingTruck[]> {
    signedIn(ctx);
    return compatibleEquipment(ctx.services.sql, {
      vehicleType,
      near: { latitude, longitude },
      limit,
      today: uaeToday(ctx.services.commands.clock),
    });
  }

  @Query(() => [TowingTruck], {
    description: "Available trucks of online providers, nearest first when a point is given.",
  })
  availableTowingEquipment(
    @Ctx() ctx: GraphqlContext,
    @Arg("latitude", () => Float, {
      nullable: true,
      description: "A point to sort by distance from, decimal degrees; with longitude.",
    })
    latitude?: number | null,
    @Arg("longitude", () => Float, {
      nullable: true,
      description: "A point to sort by distance from, decimal degrees; with latitude.",
    })
    longitude?: number | null,
    @Arg("radiusKm", () => Float, {
      nullable: true,
      description: "With a point: only trucks within this many km.",
    })
    radiusKm?: number | null,
    @Arg("limit", () => Int, { defaultValue: 200, description: "At most this many trucks." }) limit = 200,
  ): Promise<TowingTruck[]> {
    signedIn(ctx);
    const near =
      latitude != null && longitude != null
        ? { latitude, longitude, ...(radiusKm != null ? { radiusKm } : {}) }
        : undefined;
    return availableEquipment(ctx.services.sql, {
      today: uaeToday(ctx.services.commands.clock),
      ...(near ? { near } : {}),
      limit,
    });
  }
}
