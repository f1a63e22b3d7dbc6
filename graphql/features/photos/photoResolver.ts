import { Arg, Ctx, ID, Query, Resolver } from "type-graphql";
import { requireRequestParty } from "../../../command-api/auth/policy/requestPolicy";
import { photosOf } from "../../../projections/read-models/photos/queries";
import { byId } from "../../../projections/read-models/request-history/queries";
import { signedIn } from "../../context/actingAs";
import type { GraphqlContext } from "../../context/graphqlContext";
import { ServicePhoto } from "./photoTypes";

/**
 * Photo documentation of a job (spec §2.6, §7). Reading is here; the upload stays the REST multipart
 * POST /api/photos/{requestId} (the same command handler), since a file does not belong in a JSON body.
 */
@Resolver()
export class PhotoResolver {
  @Query(() => [ServicePhoto], {
    description: "The request's photos in upload order, for its customer and provider (and admins).",
  })
  async requestPhotos(
    @Arg("requestId", () => ID, { description: "The request whose photos to list." }) requestId: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ServicePhoto[]> {
    const principal = signedIn(ctx);
    requireRequestParty(principal, await byId(ctx.services.sql, requestId), requestId, {
      adminMayRead: true,
    });
    return (await photosOf(ctx.services.sql, requestId)).map((photo) => ({
      id: photo.id,
      requestId: photo.requestId,
      photoType: photo.photoType,
      description: photo.description,
      location: photo.location,
      uploadedBy: photo.uploadedBy,
      contentType: photo.contentType,
      sizeBytes: photo.sizeBytes,
      url: `/api/photos/${encodeURIComponent(photo.requestId)}/${encodeURIComponent(photo.id)}/file`,
      createdAt: photo.createdAt,
    }));
  }
}
