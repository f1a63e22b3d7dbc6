import { Arg, Ctx, Float, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { goOffline, goOnline } from "../../../command-api/commands/providerCommands";
import { RANKING_CANDIDATES } from "../../../command-api/pricing/quoteBooking";
import { uaeToday } from "../../../command-api/uaeToday";
import { COMPARISON_RADIUS_KM } from "../../../domain/rules/bookingPrice";
import { DEFAULT_LOCATION } from "../../../domain/rules/emirates";
import { DomainError } from "../../../domain/shared/domainError";
import { onlineProviders, providerById } from "../../../projections/read-models/provider-directory/queries";
import { PROVIDER_DIRECTORY } from "../../../projections/read-models/provider-directory/schema";
import { actingAs, signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";
import { BookingModeValue, ServiceTypeValue } from "../../schema/enums";
import { Provider, RankedProvider, ReportedLocation } from "./providerTypes";
import { rankNearby } from "./rankNearby";

@Resolver()
export class ProviderResolver {
  @Query(() => [RankedProvider], {
    description: "Online providers offering the service within the radius, best first by the spec §9 score.",
  })
  async providersNear(
    @Arg("serviceType", () => ServiceTypeValue, { description: "Only captains offering this service." })
    serviceType: ServiceTypeValue,
    @Ctx() ctx: GraphqlContext,
    @Arg("latitude", () => Float, {
      defaultValue: DEFAULT_LOCATION.latitude,
      description: "The customer's position, decimal degrees; central Dubai by default.",
    })
    latitude: number,
    @Arg("longitude", () => Float, {
      defaultValue: DEFAULT_LOCATION.longitude,
      description: "The customer's position, decimal degrees; central Dubai by default.",
    })
    longitude: number,
    @Arg("radiusKm", () => Float, {
      defaultValue: COMPARISON_RADIUS_KM,
      description: "Search radius in km around the point.",
    })
    radiusKm: number,
    @Arg("mode", () => BookingModeValue, {
      defaultValue: BookingModeValue.NOW,
      description: "How the comparison prices are computed: booking now or for a slot.",
    })
    mode: BookingModeValue,
    @Arg("limit", () => Int, { defaultValue: 20, description: "At most this many providers, 1 to 100." })
    limit: number,
  ): Promise<RankedProvider[]> {
    signedIn(ctx);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw new DomainError("bad_input", "input.range", { field: "limit", min: 1, max: 100 }, "limit");
    const listings = await onlineProviders(ctx.services.sql, {
      today: uaeToday(ctx.services.commands.clock),
      serviceType,
      near: { latitude, longitude, radiusKm },
      limit: RANKING_CANDIDATES,
    });
    return rankNearby(listings, serviceType, mode).slice(0, limit);
  }

  @Query(() => Provider, {
    nullable: true,
    description:
      "One captain's public profile. Customers and other captains see only captains an admin approved; the captain sees their own and admins see anyone.",
  })
  async provider(
    @Arg("id", () => ID, {
      description:
        "The captain's id; an unknown id, or a captain not approved (to others than themselves and admins), answers null.",
    })
    id: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<Provider | null> {
    const principal = signedIn(ctx);
    const listing = await ctx.loaders.providerById.load(id);
    if (!listing) return null;
    // Issue 19: an account no admin has verified is never shown as a captain to customers.
    const mayAlwaysSee = principal.role === "admin" || principal.userId === id;
    return mayAlwaysSee || listing.approved ? listing : null;
  }

  @Mutation(() => Provider, {
    description: "Providers: start or stop receiving requests. Going online needs where they are.",
  })
  async setOnline(
    @Arg("online", () => Boolean, { description: "True to start receiving requests, false to stop." })
    online: boolean,
    @Ctx() ctx: GraphqlContext,
    @Arg("latitude", () => Float, {
      nullable: true,
      description:
        "Where the captain is, decimal degrees; central Dubai when left out while going online. Ignored when going offline.",
    })
    latitude?: number | null,
    @Arg("longitude", () => Float, {
      nullable: true,
      description:
        "Where the captain is, decimal degrees; central Dubai when left out while going online. Ignored when going offline.",
    })
    longitude?: number | null,
  ): Promise<Provider> {
    const { principal, command } = actingAs(ctx, ["provider"]);
    const providerId = principal.userId;
    const { position } = online
      ? await goOnline(ctx.services.commands)(
          {
            providerId,
            latitude: latitude ?? DEFAULT_LOCATION.latitude,
            longitude: longitude ?? DEFAULT_LOCATION.longitude,
          },
          command,
        )
      : await goOffline(ctx.services.commands)({ providerId }, command);
    return afterWrite(ctx, position, [PROVIDER_DIRECTORY], async () => {
      const provider = await providerById(ctx.services.sql, providerId);
      if (!provider) throw new DomainError("not_found", "provider.ownProfileNotFound");
      return provider;
    });
  }

  @Mutation(() => ReportedLocation, {
    description:
      "The caller's device position (customers and providers); providers' positions move them on the live map.",
  })
  async reportLocation(
    @Arg("latitude", () => Float, { description: "Decimal degrees, −90 to 90." }) latitude: number,
    @Arg("longitude", () => Float, { description: "Decimal degrees, −180 to 180." }) longitude: number,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ReportedLocation> {
    const { principal } = actingAs(ctx, ["customer", "provider"]);
    if (!Number.isFinite(latitude) || Math.abs(latitude) > 90)
      throw new DomainError(
        "bad_input",
        "input.between",
        { field: "latitude", min: -90, max: 90 },
        "latitude",
      );
    if (!Number.isFinite(longitude) || Math.abs(longitude) > 180)
      throw new DomainError(
        "bad_input",
        "input.between",
        { field: "longitude", min: -180, max: 180 },
        "longitude",
      );
    const userType = principal.role === "provider" ? "provider" : "customer";
    await ctx.services.livePositions.report({ userId: principal.userId, userType, latitude, longitude });
    return { userId: principal.userId, latitude, longitude };
  }
}
