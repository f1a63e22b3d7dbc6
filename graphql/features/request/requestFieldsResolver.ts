import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { statusText } from "../../../domain/rules/statusText";
import type { GraphqlContext } from "../../context/graphqlContext";
import { Provider } from "../provider/providerTypes";
import { RequestPrice, RequestReview, RequestVehicle, ServiceRequest } from "./requestTypes";

/** The nested parts of a request; the provider is batched per operation (one query for a whole list). */
@Resolver(() => ServiceRequest)
export class RequestFieldsResolver {
  @FieldResolver(() => Provider, {
    nullable: true,
    description: "The assigned provider, or the chosen one while pending.",
  })
  provider(@Root() request: ServiceRequest, @Ctx() ctx: GraphqlContext): Promise<Provider | null> | null {
    return request.providerId === null ? null : ctx.loaders.providerById.load(request.providerId);
  }

  @FieldResolver(() => RequestVehicle, {
    description: "The vehicle as booked, with its plate, type and fuel.",
  })
  vehicle(@Root() request: ServiceRequest): RequestVehicle {
    return {
      vehicleId: request.vehicleId,
      make: request.vehicleMake,
      model: request.vehicleModel,
      year: request.vehicleYear,
      color: request.vehicleColor,
      licensePlate: request.licensePlate,
      vehicleType: request.vehicleType,
      fuelType: request.fuelType,
    };
  }

  @FieldResolver(() => RequestPrice, { description: "Estimate, final price and the amount due, in AED." })
  price(@Root() request: ServiceRequest): RequestPrice {
    return {
      estimated: request.estimatedPrice,
      final: request.finalPrice,
      amount: request.finalPrice ?? request.estimatedPrice,
      currency: "AED",
    };
  }

  @FieldResolver(() => [RequestReview], { description: "Both sides' reviews of this job, customer's first." })
  reviews(@Root() request: ServiceRequest): RequestReview[] {
    const reviews: RequestReview[] = [];
    if (request.customerRating !== null)
      reviews.push({
        reviewerRole: "customer",
        rating: request.customerRating,
        comment: request.customerReview || null,
      });
    if (request.providerRating !== null)
      reviews.push({
        reviewerRole: "provider",
        rating: request.providerRating,
        comment: request.providerReview || null,
      });
    return reviews;
  }

  @FieldResolver(() => String, {
    description: "The last 6 characters of the id, as the UI shows it (spec §9).",
  })
  shortId(@Root() request: ServiceRequest): string {
    return request.id.slice(-6);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Spec §4 real-time text, e.g. "Your request has been accepted"; when nobody took the request, the support number to call.',
  })
  statusText(@Root() request: ServiceRequest, @Ctx() ctx: GraphqlContext): string | null {
    return statusText(request.status, ctx.services.supportPhone);
  }
}
