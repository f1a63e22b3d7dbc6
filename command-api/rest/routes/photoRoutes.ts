import { z } from "zod";
import { photosOf, type ServicePhoto } from "../../../projections/read-models/photos/queries";
import { PHOTOS } from "../../../projections/read-models/photos/schema";
import { byId } from "../../../projections/read-models/request-history/queries";
import { notFound } from "../../auth/policy/accessErrors";
import { requireActingAsSelf } from "../../auth/policy/identityPolicy";
import { requireRequestParty } from "../../auth/policy/requestPolicy";
import type { Principal } from "../../auth/principal";
import { photoUploadAllowed, recordPhoto } from "../../commands/photoCommands";
import { HttpError } from "../http/httpError";
import { parseInput } from "../http/inputValidation";
import { type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import { IdInput } from "../schemas/commonSchemas";
import { PhotoFields, PhotoFileParams, ServicePhoto as ServicePhotoSchema } from "../schemas/photoSchemas";
import { readMultipartForm } from "../uploads/multipartForm";
import { PhotoStorage } from "../uploads/photoStorage";
import { sendStoredFile } from "../uploads/sendStoredFile";

const TAG = "Photos";
const RequestIdParams = z.object({ requestId: IdInput });

/** What clients see: no server paths, a URL to fetch the image instead. */
function photoView(photo: ServicePhoto) {
  const { storagePath: _path, fileName: _name, ...shown } = photo;
  return { ...shown, url: `/api/photos/${photo.requestId}/${photo.id}/file` };
}

export function photoRoutes(ctx: RestContext): RestRoute[] {
  async function requireParty(principal: Principal, requestId: string, adminMayRead: boolean) {
    return requireRequestParty(principal, await byId(ctx.sql, requestId), requestId, { adminMayRead });
  }

  return [
    signedInRoute({
      method: "GET",
      path: "/api/photos/{requestId}",
      summary: "The request's photos, in upload order",
      tag: TAG,
      params: RequestIdParams,
      response: z.array(ServicePhotoSchema),
      errors: [400, 401, 404],
      async handle({ principal, params }) {
        await requireParty(principal, params.requestId, true);
        return (await photosOf(ctx.sql, params.requestId)).map(photoView);
      },
    }),

    signedInRoute({
      method: "POST",
      path: "/api/photos/{requestId}",
      summary:
        "Upload a photo (multipart/form-data: a `file` part, image only, under 10 MB, plus the fields)",
      tag: TAG,
      params: RequestIdParams,
      body: PhotoFields,
      multipart: true,
      response: ServicePhotoSchema,
      errors: [400, 401, 403, 404, 409, 413, 415],
      async handle({ principal, params, request }) {
        await requireParty(principal, params.requestId, false);
        const context = ctx.contextOf(principal, request);
        // Refuse before receiving megabytes that would be thrown away.
        await photoUploadAllowed(ctx.commands)(params.requestId, context);
        const form = await readMultipartForm(request, ctx.photos, "file");
        const staged = form.file;
        try {
          const fields = parseInput(PhotoFields, form.fields, "body");
          requireActingAsSelf(principal, fields.uploadedBy, "uploadedBy");
          if (!staged) throw new HttpError(400, "upload.photoRequired", { field: "file" }, "file");
          const contentType = PhotoStorage.imageTypeOf(staged);
          if (!contentType) throw new HttpError(415, "upload.notAnImage", {}, "file");
          const photoId = ctx.commands.ids.next();
          const storagePath = PhotoStorage.photoPath(params.requestId, photoId, contentType);
          await ctx.photos.commit(staged, storagePath);
          try {
            const { position } = await recordPhoto(ctx.commands)(
              {
                requestId: params.requestId,
                photoId,
                photoType: fields.photoType,
                description: fields.description,
                location: fields.location,
                fileName: staged.fileName.slice(0, 255),
                contentType,
                sizeBytes: staged.sizeBytes,
                storagePath,
              },
              context,
            );
            await ctx.settled(position, [PHOTOS]);
          } catch (error) {
            await ctx.photos.remove(storagePath);
            throw error;
          }
          const photo = (await photosOf(ctx.sql, params.requestId)).find((p) => p.id === photoId);
          return photo ? photoView(photo) : { id: photoId, requestId: params.requestId };
        } finally {
          if (staged) await ctx.photos.discard(staged);
        }
      },
    }),

    signedInRoute({
      method: "GET",
      path: "/api/photos/{requestId}/{photoId}/file",
      summary: "The image of one photo",
      tag: TAG,
      params: PhotoFileParams,
      errors: [400, 401, 404],
      async handle({ principal, params, reply }) {
        await requireParty(principal, params.requestId, true);
        const photo = (await photosOf(ctx.sql, params.requestId)).find((p) => p.id === params.photoId);
        if (!photo) throw notFound({ resource: "Photo", id: params.photoId });
        return sendStoredFile(reply, ctx.photos, photo.storagePath, photo.contentType, {
          resource: "Photo",
          id: params.photoId,
        });
      },
    }),
  ];
}
