import { z } from "zod";
import { messagesOf } from "../../../projections/read-models/chat/queries";
import { CHAT } from "../../../projections/read-models/chat/schema";
import { byId } from "../../../projections/read-models/request-history/queries";
import { notFound } from "../../auth/policy/accessErrors";
import { requireActingAsSelf } from "../../auth/policy/identityPolicy";
import { requireRequestParty } from "../../auth/policy/requestPolicy";
import type { Principal } from "../../auth/principal";
import { markChatMessagesRead, sendChatMessage } from "../../commands/chatCommands";
import { HttpError } from "../http/httpError";
import { parseInput } from "../http/inputValidation";
import { type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import { ChatMessage, ChatMessageBody, ChatQuery, MarkReadBody } from "../schemas/chatSchemas";
import { IdInput } from "../schemas/commonSchemas";
import { IMAGE_EXTENSIONS } from "../uploads/imageType";
import { readMultipartForm } from "../uploads/multipartForm";
import { PhotoStorage } from "../uploads/photoStorage";
import { sendStoredFile } from "../uploads/sendStoredFile";

const TAG = "Chat";
const RequestIdParams = z.object({ requestId: IdInput });
const ImageParams = z.object({
  requestId: IdInput,
  file: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}\.(jpg|png|gif|webp|heic|avif)$/,
      "is not an image of this chat",
    ),
});
const IMAGE_TYPES_BY_EXTENSION = Object.fromEntries(
  Object.entries(IMAGE_EXTENSIONS).map(([type, ext]) => [ext, type]),
);
const chatImageUrl = (requestId: string, file: string) => `/api/chat/${requestId}/images/${file}`;

export function chatRoutes(ctx: RestContext): RestRoute[] {
  async function requireParty(principal: Principal, requestId: string, adminMayRead: boolean) {
    return requireRequestParty(principal, await byId(ctx.sql, requestId), requestId, { adminMayRead });
  }

  /** A JSON message, or a multipart one whose `imageFile` part is the photo. */
  async function readMessage(request: Parameters<RestRoute["run"]>[0], requestId: string) {
    if (!request.isMultipart())
      return { body: parseInput(ChatMessageBody, request.body ?? undefined, "body"), image: null };
    const form = await readMultipartForm(request, ctx.photos, "imageFile");
    try {
      const body = parseInput(
        ChatMessageBody,
        { ...form.fields, messageType: form.fields.messageType ?? (form.file ? "image" : "text") },
        "body",
      );
      if (!form.file) return { body, image: null };
      const contentType = PhotoStorage.imageTypeOf(form.file);
      if (!contentType)
        throw new HttpError(
          415,
          "imageFile: Photos must be image files (JPEG, PNG, GIF, WebP, HEIC or AVIF)",
          "imageFile",
        );
      const messageId = body.messageId ?? ctx.commands.ids.next();
      const path = PhotoStorage.chatImagePath(requestId, messageId, contentType);
      await ctx.photos.commit(form.file, path);
      const url = chatImageUrl(requestId, path.slice(path.lastIndexOf("/") + 1));
      return { body: { ...body, messageId }, image: { path, url } };
    } catch (error) {
      if (form.file) await ctx.photos.discard(form.file);
      throw error;
    }
  }

  return [
    signedInRoute({
      method: "GET",
      path: "/api/chat/{requestId}",
      summary:
        "The request's chat, oldest first (polled every 2 s; ?after=<messageId> fetches only newer ones)",
      tag: TAG,
      params: RequestIdParams,
      query: ChatQuery,
      response: z.array(ChatMessage),
      errors: [400, 401, 404],
      async handle({ principal, params, query }) {
        await requireParty(principal, params.requestId, true);
        return messagesOf(ctx.sql, params.requestId, query.after ? { afterMessageId: query.after } : {});
      },
    }),

    signedInRoute({
      method: "POST",
      path: "/api/chat/{requestId}",
      summary: "Send a message to the other party (JSON, or multipart with an imageFile part)",
      tag: TAG,
      params: RequestIdParams,
      body: ChatMessageBody,
      multipart: true,
      response: ChatMessage,
      errors: [400, 401, 403, 404, 409, 413, 415],
      async handle({ principal, params, request }) {
        await requireParty(principal, params.requestId, false);
        const { body, image } = await readMessage(request, params.requestId);
        try {
          requireActingAsSelf(principal, body.senderId, "senderId");
          const sent = await sendChatMessage(ctx.commands)(
            {
              requestId: params.requestId,
              receiverId: body.receiverId,
              messageType: body.messageType,
              content: body.content,
              imageUrl: image?.url ?? null,
              ...(body.messageId ? { messageId: body.messageId } : {}),
            },
            ctx.contextOf(principal, request),
          );
          await ctx.settled(sent.position, [CHAT]);
          const messages = await messagesOf(ctx.sql, params.requestId);
          return messages.find((m) => m.id === sent.messageId) ?? { id: sent.messageId };
        } catch (error) {
          if (image) await ctx.photos.remove(image.path);
          throw error;
        }
      },
    }),

    signedInRoute({
      method: "POST",
      path: "/api/chat/{requestId}/read",
      summary: "Mark messages sent to you as read",
      tag: TAG,
      params: RequestIdParams,
      body: MarkReadBody,
      status: 204,
      errors: [400, 401, 403, 404],
      async handle({ principal, params, body, request }) {
        await requireParty(principal, params.requestId, false);
        const { position } = await markChatMessagesRead(ctx.commands)(
          { requestId: params.requestId, messageIds: body.messageIds },
          ctx.contextOf(principal, request),
        );
        await ctx.settled(position, [CHAT]);
        return undefined;
      },
    }),

    signedInRoute({
      method: "GET",
      path: "/api/chat/{requestId}/images/{file}",
      summary: "The image of an image message (the message's imageUrl)",
      tag: TAG,
      params: ImageParams,
      errors: [400, 401, 404],
      async handle({ principal, params, reply }) {
        await requireParty(principal, params.requestId, true);
        const url = chatImageUrl(params.requestId, params.file);
        const messages = await messagesOf(ctx.sql, params.requestId);
        if (!messages.some((m) => m.imageUrl === url)) throw notFound(`Image ${params.file}`);
        const extension = params.file.slice(params.file.lastIndexOf(".") + 1);
        return sendStoredFile(
          reply,
          ctx.photos,
          `chat/${params.requestId}/${params.file}`,
          IMAGE_TYPES_BY_EXTENSION[extension] ?? "application/octet-stream",
          `Image ${params.file}`,
        );
      },
    }),
  ];
}
