import { z } from "zod";
import { DomainError } from "../../../domain/shared/domainError";
import { contactsOf } from "../../../projections/read-models/emergency-contacts/queries";
import { EMERGENCY_CONTACTS } from "../../../projections/read-models/emergency-contacts/schema";
import { notFound } from "../../auth/policy/accessErrors";
import { requireActingAsSelf, requireSelfOrAdmin } from "../../auth/policy/identityPolicy";
import { addEmergencyContact, removeEmergencyContact } from "../../commands/accountCommands";
import { type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import { IdInput } from "../schemas/commonSchemas";
import { AddContactBody, EmergencyContact } from "../schemas/contactSchemas";

const TAG = "Emergency contacts";

export function contactRoutes(ctx: RestContext): RestRoute[] {
  return [
    signedInRoute({
      method: "GET",
      // One parameter name per path template (OpenAPI): the same URL shape names a user here, a contact for DELETE.
      path: "/api/emergency-contacts/{id}",
      summary: "The user's emergency contacts",
      tag: TAG,
      params: z.object({
        id: IdInput.describe(
          "GET: the user whose emergency contacts are listed (yourself; an admin, anyone)",
        ),
      }),
      response: z.array(EmergencyContact),
      async handle({ principal, params }) {
        requireSelfOrAdmin(principal, params.id);
        return contactsOf(ctx.sql, params.id);
      },
    }),

    signedInRoute({
      method: "POST",
      path: "/api/emergency-contacts",
      summary: "Add an emergency contact",
      tag: TAG,
      body: AddContactBody,
      response: EmergencyContact,
      errors: [400, 401, 403, 409],
      async handle({ principal, body, request }) {
        requireActingAsSelf(principal, body.userId, "userId");
        const contactId = ctx.commands.ids.next();
        const { position } = await addEmergencyContact(ctx.commands)(
          {
            accountId: body.userId,
            contactId,
            contactName: body.contactName,
            contactPhone: body.contactPhone,
            relationship: body.relationship,
          },
          ctx.contextOf(principal, request),
        );
        await ctx.settled(position, [EMERGENCY_CONTACTS]);
        const added = (await contactsOf(ctx.sql, body.userId)).find((c) => c.id === contactId);
        return added ?? { id: contactId, ...body };
      },
    }),

    signedInRoute({
      method: "DELETE",
      path: "/api/emergency-contacts/{id}",
      summary: "Remove one of your emergency contacts",
      tag: TAG,
      params: z.object({ id: IdInput.describe("DELETE: the contact's id (one of your own)") }),
      status: 204,
      errors: [400, 401, 404],
      async handle({ principal, params, request }) {
        try {
          const { position } = await removeEmergencyContact(ctx.commands)(
            { accountId: principal.userId, contactId: params.id },
            ctx.contextOf(principal, request),
          );
          await ctx.settled(position, [EMERGENCY_CONTACTS]);
        } catch (error) {
          if (error instanceof DomainError && error.code === "not_found")
            throw notFound({ resource: "Emergency contact", id: params.id });
          throw error;
        }
        return undefined;
      },
    }),
  ];
}
