import { accountById } from "../../../projections/read-models/accounts/queries";
import { ACCOUNTS } from "../../../projections/read-models/accounts/schema";
import { notFound } from "../../auth/policy/accessErrors";
import { requireSelfOrAdmin } from "../../auth/policy/identityPolicy";
import { updateProfile } from "../../commands/accountCommands";
import { type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import { IdParams } from "../schemas/commonSchemas";
import { ProfilePatch, UserProfile } from "../schemas/userSchemas";

const TAG = "Profile";

export function userRoutes(ctx: RestContext): RestRoute[] {
  async function profileOf(userId: string) {
    const profile = await accountById(ctx.sql, userId);
    if (!profile) throw notFound({ resource: "User", id: userId });
    // Spec §3 lists profileImage; no upload flow exists for it yet.
    return { ...profile, profileImage: null };
  }

  return [
    signedInRoute({
      method: "GET",
      path: "/api/users/{id}",
      summary: "A user's profile: their own, or anyone's for an admin",
      tag: TAG,
      params: IdParams,
      response: UserProfile,
      errors: [400, 401, 403, 404],
      async handle({ principal, params }) {
        requireSelfOrAdmin(principal, params.id);
        return profileOf(params.id);
      },
    }),

    signedInRoute({
      method: "PATCH",
      path: "/api/users/{id}",
      summary: "Edit the profile (name, phone, address, city, Emirates ID)",
      tag: TAG,
      params: IdParams,
      body: ProfilePatch,
      response: UserProfile,
      errors: [400, 401, 403, 404, 409],
      async handle({ principal, params, body, request }) {
        requireSelfOrAdmin(principal, params.id);
        const current = await profileOf(params.id);
        // Fields left out keep what the user saw; the decider refuses to overwrite a concurrent edit.
        const { position } = await updateProfile(ctx.commands)(
          {
            accountId: params.id,
            name: body.name ?? current.name,
            phone: body.phone ?? current.phone,
            address: body.address === undefined ? current.address : body.address,
            city: (body.city ?? current.city) as Parameters<ReturnType<typeof updateProfile>>[0]["city"],
            emiratesId: body.emiratesId === undefined ? current.emiratesId : body.emiratesId || null,
          },
          ctx.contextOf(principal, request),
        );
        await ctx.settled(position, [ACCOUNTS]);
        return profileOf(params.id);
      },
    }),
  ];
}
