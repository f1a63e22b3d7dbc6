import { z } from "zod";
import { DomainError } from "../../../domain/shared/domainError";
import { vehiclesOf } from "../../../projections/read-models/user-vehicles/queries";
import { USER_VEHICLES } from "../../../projections/read-models/user-vehicles/schema";
import { notFound } from "../../auth/policy/accessErrors";
import { requireActingAsSelf, requireSelfOrAdmin } from "../../auth/policy/identityPolicy";
import { addVehicle, removeVehicle } from "../../commands/accountCommands";
import { type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import { IdInput } from "../schemas/commonSchemas";
import { AddVehicleBody, UserVehicle } from "../schemas/vehicleSchemas";

const TAG = "Vehicles";

export function vehicleRoutes(ctx: RestContext): RestRoute[] {
  return [
    signedInRoute({
      method: "GET",
      // One parameter name per path template (OpenAPI): the same URL shape names a user here, a vehicle for DELETE.
      path: "/api/user-vehicles/{id}",
      summary: "The user's saved vehicles, primary first",
      tag: TAG,
      params: z.object({
        id: IdInput.describe("GET: the user whose saved vehicles are listed (yourself; an admin, anyone)"),
      }),
      response: z.array(UserVehicle),
      async handle({ principal, params }) {
        requireSelfOrAdmin(principal, params.id);
        return vehiclesOf(ctx.sql, params.id);
      },
    }),

    signedInRoute({
      method: "POST",
      path: "/api/user-vehicles",
      summary: "Add a vehicle to the user's fleet",
      tag: TAG,
      body: AddVehicleBody,
      response: UserVehicle,
      errors: [400, 401, 403, 409],
      async handle({ principal, body, request }) {
        requireActingAsSelf(principal, body.userId, "userId");
        const { userId, isDefault, ...fields } = body;
        const vehicleId = ctx.commands.ids.next();
        const { position } = await addVehicle(ctx.commands)(
          { accountId: userId, vehicle: { vehicleId, ...fields }, makeDefault: isDefault ?? false },
          ctx.contextOf(principal, request),
        );
        await ctx.settled(position, [USER_VEHICLES]);
        const added = (await vehiclesOf(ctx.sql, userId)).find((v) => v.id === vehicleId);
        return added ?? { id: vehicleId, userId, ...fields, isDefault: isDefault ?? false };
      },
    }),

    signedInRoute({
      method: "DELETE",
      path: "/api/user-vehicles/{id}",
      summary: "Remove one of your vehicles",
      tag: TAG,
      params: z.object({ id: IdInput.describe("DELETE: the vehicle's id (one of your own)") }),
      status: 204,
      errors: [400, 401, 404],
      async handle({ principal, params, request }) {
        // A vehicle is addressed by its id alone: it is looked for in the caller's own fleet, so
        // someone else's vehicle is as unknown as a vehicle that never existed.
        try {
          const { position } = await removeVehicle(ctx.commands)(
            { accountId: principal.userId, vehicleId: params.id },
            ctx.contextOf(principal, request),
          );
          await ctx.settled(position, [USER_VEHICLES]);
        } catch (error) {
          if (error instanceof DomainError && error.code === "not_found")
            throw notFound({ resource: "Vehicle", id: params.id });
          throw error;
        }
        return undefined;
      },
    }),
  ];
}
