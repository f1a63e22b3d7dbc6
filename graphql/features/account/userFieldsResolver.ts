import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { requireSelfOrAdmin } from "../../../command-api/auth/policy/identityPolicy";
import { contactsOf } from "../../../projections/read-models/emergency-contacts/queries";
import { reviewsAbout } from "../../../projections/read-models/reviews/queries";
import { vehiclesOf } from "../../../projections/read-models/user-vehicles/queries";
import type { GraphqlContext } from "../../context/graphqlContext";
import { EmergencyContact, Review, User, Vehicle } from "./accountTypes";

/** A user's own collections: only the user and admins see them (the REST facade's rule). */
@Resolver(() => User)
export class UserFieldsResolver {
  @FieldResolver(() => [Vehicle], {
    description:
      "My Fleet: the user's saved vehicles, primary first. Only the user and admins may select this (others: FORBIDDEN).",
  })
  vehicles(@Root() user: User, @Ctx() ctx: GraphqlContext): Promise<Vehicle[]> {
    requireSelfOrAdmin(ctx.principal, user.id);
    return vehiclesOf(ctx.services.sql, user.id);
  }

  @FieldResolver(() => [EmergencyContact], {
    description:
      "The people in the user's family safety network, in the order added. Only the user and admins may select this (others: FORBIDDEN).",
  })
  emergencyContacts(@Root() user: User, @Ctx() ctx: GraphqlContext): Promise<EmergencyContact[]> {
    requireSelfOrAdmin(ctx.principal, user.id);
    return contactsOf(ctx.services.sql, user.id);
  }

  @FieldResolver(() => [Review], {
    description:
      "What others wrote about this user, newest first. Only the user and admins may select this (others: FORBIDDEN).",
  })
  reviewsAbout(@Root() user: User, @Ctx() ctx: GraphqlContext): Promise<Review[]> {
    requireSelfOrAdmin(ctx.principal, user.id);
    return reviewsAbout(ctx.services.sql, user.id);
  }
}
