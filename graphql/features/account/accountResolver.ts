import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { requireSelfOrAdmin } from "../../../command-api/auth/policy/identityPolicy";
import {
  addEmergencyContact,
  addVehicle,
  removeEmergencyContact,
  removeVehicle,
  setPreferredLanguage,
  updateProfile,
} from "../../../command-api/commands/accountCommands";
import { DomainError } from "../../../domain/shared/domainError";
import { accountById } from "../../../projections/read-models/accounts/queries";
import { ACCOUNTS } from "../../../projections/read-models/accounts/schema";
import { contactsOf } from "../../../projections/read-models/emergency-contacts/queries";
import { EMERGENCY_CONTACTS } from "../../../projections/read-models/emergency-contacts/schema";
import { vehiclesOf } from "../../../projections/read-models/user-vehicles/queries";
import { USER_VEHICLES } from "../../../projections/read-models/user-vehicles/schema";
import { actingAs } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { afterWrite } from "../../context/readAfterWrite";
import { LanguageValue } from "../../schema/enums";
import { AddEmergencyContactInput, AddVehicleInput, UpdateProfileInput } from "./accountInputs";
import { EmergencyContact, User, Vehicle } from "./accountTypes";

/** The signed-in user's own account: profile, fleet, emergency contacts. */
@Resolver()
export class AccountResolver {
  @Query(() => User, {
    nullable: true,
    description: "Who is signed in (by the session cookie); null for an anonymous caller, never an error.",
  })
  async me(@Ctx() ctx: GraphqlContext): Promise<User | null> {
    if (!ctx.principal) return null;
    return accountById(ctx.services.sql, ctx.principal.userId);
  }

  @Query(() => User, { description: "One account's profile: the user themself, or an admin for support." })
  async user(
    @Arg("id", () => ID, { description: "The account to read." }) id: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<User> {
    requireSelfOrAdmin(ctx.principal, id);
    const profile = await accountById(ctx.services.sql, id);
    if (!profile) throw new DomainError("not_found", "resource.notFound", { resource: "User", id });
    return profile;
  }

  @Mutation(() => User, {
    description: "Spec §5 profile edit. Fails with CONFLICT when the profile changed meanwhile.",
  })
  async updateProfile(
    @Arg("input", () => UpdateProfileInput, {
      description: "The whole profile as it should be after the edit.",
    })
    input: UpdateProfileInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<User> {
    const { principal, command } = actingAs(ctx);
    const { position } = await updateProfile(ctx.services.commands)(
      {
        accountId: principal.userId,
        name: input.name,
        phone: input.phone,
        address: blankToNull(input.address),
        city: input.city,
        emiratesId: blankToNull(input.emiratesId),
      },
      command,
    );
    return afterWrite(
      ctx,
      position,
      [ACCOUNTS],
      async () => (await accountById(ctx.services.sql, principal.userId))!,
    );
  }

  @Mutation(() => User, {
    description: "The language the app speaks to the caller, on every browser they sign in on.",
  })
  async setPreferredLanguage(
    @Arg("language", () => LanguageValue, { description: "The language chosen." }) language: LanguageValue,
    @Ctx() ctx: GraphqlContext,
  ): Promise<User> {
    const { principal, command } = actingAs(ctx);
    const { position } = await setPreferredLanguage(ctx.services.commands)(
      { accountId: principal.userId, language },
      command,
    );
    return afterWrite(
      ctx,
      position,
      [ACCOUNTS],
      async () => (await accountById(ctx.services.sql, principal.userId))!,
    );
  }

  @Mutation(() => Vehicle, { description: "Adds a vehicle to the caller's fleet (My Fleet)." })
  async addVehicle(
    @Arg("input", () => AddVehicleInput, { description: "The vehicle to save." }) input: AddVehicleInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<Vehicle> {
    const { principal, command } = actingAs(ctx, ["customer", "provider"]);
    const vehicleId = ctx.services.commands.ids.next();
    const { position } = await addVehicle(ctx.services.commands)(
      {
        accountId: principal.userId,
        makeDefault: input.makeDefault,
        vehicle: {
          vehicleId,
          vehicleName: input.vehicleName,
          vehicleMake: input.vehicleMake,
          vehicleModel: input.vehicleModel,
          vehicleYear: input.vehicleYear ?? null,
          vehicleColor: blankToNull(input.vehicleColor),
          licensePlate: input.licensePlate,
          vehicleType: input.vehicleType ?? null,
          fuelType: input.fuelType ?? null,
        },
      },
      command,
    );
    return afterWrite(ctx, position, [USER_VEHICLES], async () => {
      const added = (await vehiclesOf(ctx.services.sql, principal.userId)).find((v) => v.id === vehicleId);
      if (!added)
        throw new DomainError("not_found", "resource.notReadableYet", { resource: "Vehicle", id: vehicleId });
      return added;
    });
  }

  @Mutation(() => [Vehicle], {
    description: "Removes a vehicle; answers the fleet that remains (the primary moves on).",
  })
  async removeVehicle(
    @Arg("vehicleId", () => ID, { description: "One of the caller's saved vehicles." }) vehicleId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<Vehicle[]> {
    const { principal, command } = actingAs(ctx, ["customer", "provider"]);
    const { position } = await removeVehicle(ctx.services.commands)(
      { accountId: principal.userId, vehicleId },
      command,
    );
    return afterWrite(ctx, position, [USER_VEHICLES], () => vehiclesOf(ctx.services.sql, principal.userId));
  }

  @Mutation(() => EmergencyContact, { description: "Adds a person to the caller's family safety network." })
  async addEmergencyContact(
    @Arg("input", () => AddEmergencyContactInput, { description: "The person to add." })
    input: AddEmergencyContactInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<EmergencyContact> {
    const { principal, command } = actingAs(ctx);
    const contactId = ctx.services.commands.ids.next();
    const { position } = await addEmergencyContact(ctx.services.commands)(
      {
        accountId: principal.userId,
        contactId,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        relationship: input.relationship,
      },
      command,
    );
    return afterWrite(ctx, position, [EMERGENCY_CONTACTS], async () => {
      const added = (await contactsOf(ctx.services.sql, principal.userId)).find((c) => c.id === contactId);
      if (!added)
        throw new DomainError("not_found", "resource.notReadableYet", { resource: "Contact", id: contactId });
      return added;
    });
  }

  @Mutation(() => [EmergencyContact], {
    description: "Removes one of the caller's emergency contacts; answers the contacts that remain.",
  })
  async removeEmergencyContact(
    @Arg("contactId", () => ID, { description: "One of the caller's emergency contacts." }) contactId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<EmergencyContact[]> {
    const { principal, command } = actingAs(ctx);
    const { position } = await removeEmergencyContact(ctx.services.commands)(
      { accountId: principal.userId, contactId },
      command,
    );
    return afterWrite(ctx, position, [EMERGENCY_CONTACTS], () =>
      contactsOf(ctx.services.sql, principal.userId),
    );
  }
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
