import type { FastifyReply } from "fastify";
import { z } from "zod";
import { aedToFils } from "../../../domain/money/fils";
import type { Position } from "../../../domain/ports/eventStore";
import { DomainError } from "../../../domain/shared/domainError";
import { PROVIDER_DASHBOARD } from "../../../projections/read-models/provider-dashboard/schema";
import { worksOn } from "../../../projections/read-models/provider-directory/queries";
import {
  byCustomer,
  byId,
  byProvider,
  historyVersionsOf,
} from "../../../projections/read-models/request-history/queries";
import { REQUEST_HISTORY } from "../../../projections/read-models/request-history/schema";
import { DEFAULT_PAGE_SIZE } from "../../../projections/read-models/shared/paging";
import { equipmentOfProvider } from "../../../projections/read-models/towing-equipment/queries";
import { requireActingAsSelf, requireSelfOrAdmin } from "../../auth/policy/identityPolicy";
import { requireVisibleRequest } from "../../auth/policy/requestPolicy";
import type { CommandContext } from "../../commandContext";
import { type BookingFields, bookWithPayment } from "../../commands/bookWithPayment";
import { PaymentRefused } from "../../commands/paymentRefused";
import { acceptJob, cancelRequest, completeJob, declineJob, startJob } from "../../commands/requestCommands";
import { issueBookingQuote } from "../../pricing/issueBookingQuote";
import { quoteBooking } from "../../pricing/quoteBooking";
import { quoteView } from "../../pricing/quoteView";
import { uaeToday } from "../../uaeToday";
import { CustomerHistoryCache } from "../historyCache/customerHistoryCache";
import { type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import { IdInput, IdParams } from "../schemas/commonSchemas";
import {
  type BookingBody,
  BookingBody as BookingBodySchema,
  QuoteBody,
  QuoteJson,
  RequestListQuery,
  RequestStatusPatch,
  ServiceRequest,
} from "../schemas/requestSchemas";
import { requestRouteReadsOn } from "./requestRouteReads";

const TAG = "Service requests";
const ServiceRequestList = z.array(ServiceRequest);
/** First pages of ~50 requests are ~60 kB each: about a thousand customers' pages. */
const HISTORY_CACHE_BYTES = 64 * 1024 * 1024;

export function requestRoutes(ctx: RestContext): RestRoute[] {
  const reads = requestRouteReadsOn(ctx.sql);

  /** The request as the history screen will read it, once the read model has the write. */
  async function afterWrite(
    requestId: string,
    position: Position | null,
    reply: FastifyReply,
    readModels: readonly string[],
  ) {
    const reached = await ctx.settled(position, readModels);
    // Asked after the wait, so the answer holds the write (see requestRouteReads.ts).
    const view = await reads.request(requestId);
    if (reached && view) return view;
    // Durable but not yet readable: say so instead of pretending it failed.
    reply.code(202);
    return view ?? { id: requestId, status: "pending" };
  }

  // The customer's screen asks for the first page of the default size again and again; other pages are read each time.
  const customerHistory = new CustomerHistoryCache({
    versionsOf: (ids) => historyVersionsOf(ctx.sql, ids),
    firstPage: (customerId) => byCustomer(ctx.sql, customerId),
    maxBytes: HISTORY_CACHE_BYTES,
  });

  const listQuery = (query: { limit?: number; cursor?: string }) => ({
    ...(query.limit !== undefined ? { limit: query.limit } : {}),
    cursor: query.cursor ?? null,
  });

  return [
    signedInRoute({
      method: "GET",
      path: "/api/requests/customer/{customerId}",
      summary: "The customer's requests, newest first",
      tag: TAG,
      params: z.object({ customerId: IdInput }),
      query: RequestListQuery,
      response: ServiceRequestList,
      async handle({ principal, params, query, reply }) {
        requireSelfOrAdmin(principal, params.customerId);
        if (query.cursor === undefined && (query.limit ?? DEFAULT_PAGE_SIZE) === DEFAULT_PAGE_SIZE) {
          const first = await customerHistory.firstPage(params.customerId);
          if (first.nextCursor) reply.header("x-next-cursor", first.nextCursor);
          // Already JSON: sent as it is, not serialised again.
          reply.type("application/json; charset=utf-8");
          return first.body;
        }
        const page = await byCustomer(ctx.sql, params.customerId, listQuery(query));
        if (page.nextCursor) reply.header("x-next-cursor", page.nextCursor);
        return page.items;
      },
    }),

    signedInRoute({
      method: "GET",
      path: "/api/requests/provider/{id}",
      summary: "Requests the provider holds (assigned, or chosen for them while pending), newest first",
      tag: TAG,
      params: IdParams,
      query: RequestListQuery,
      response: ServiceRequestList,
      async handle({ principal, params, query, reply }) {
        requireSelfOrAdmin(principal, params.id);
        const page = await byProvider(ctx.sql, params.id, listQuery(query));
        if (page.nextCursor) reply.header("x-next-cursor", page.nextCursor);
        return page.items;
      },
    }),

    signedInRoute({
      method: "GET",
      path: "/api/requests/{id}",
      summary: "One request, for its customer, its provider, providers it is offered to, and admins",
      tag: TAG,
      params: IdParams,
      response: ServiceRequest,
      errors: [400, 401, 404],
      async handle({ principal, params }) {
        return requireVisibleRequest(principal, await byId(ctx.sql, params.id), params.id);
      },
    }),

    signedInRoute({
      method: "POST",
      path: "/api/requests",
      summary: "Book a service (quick booking, schedule, towing, emergency)",
      tag: TAG,
      roles: ["customer"],
      body: BookingBodySchema,
      response: ServiceRequest,
      errors: [400, 401, 402, 403, 404, 409],
      async handle({ principal, body, request, reply }) {
        requireActingAsSelf(principal, body.customerId, "customerId");
        const bookable = requireBookableProvider(body.providerId, body.serviceType, truckIdOf(body));
        // Without a quote the server prices the booking now (spec §9); body.estimatedPrice is not used.
        // Asked beside the provider check, not after it: one database round trip of waiting instead
        // of two. The check's refusal still comes first; a price nobody uses is dropped.
        const pricing =
          body.quoteId === null
            ? quoteBooking(ctx.sql, {
                serviceType: body.serviceType,
                pickup: { latitude: body.pickupLatitude, longitude: body.pickupLongitude },
                providerId: body.providerId,
                scheduledAt: body.scheduledAt ?? null,
                today: uaeToday(ctx.commands.clock),
              })
            : Promise.resolve(null);
        pricing.catch(() => {}); // when the check refuses first, this failure is nobody's answer
        await bookable;
        const inlineLines = await pricing;
        try {
          const { requestId, position } = await bookWithPayment(ctx.commands)(
            {
              booking: bookingFields(body),
              quoteId: body.quoteId,
              inlineLines,
              paymentToken: body.paymentToken,
            },
            ctx.contextOf(principal, request),
          );
          // The customer's list refreshes next (spec §7); the captain's dashboard polls on its own.
          return await afterWrite(requestId, position, reply, [REQUEST_HISTORY]);
        } catch (error) {
          if (!(error instanceof PaymentRefused)) throw error;
          reply.code(402);
          return paymentRefusedBody(error);
        }
      },
    }),

    signedInRoute({
      method: "POST",
      path: "/api/quotes",
      summary: "Price a booking before confirming it (lines, 5% VAT included); valid 10 minutes",
      tag: TAG,
      roles: ["customer"],
      body: QuoteBody,
      response: QuoteJson,
      async handle({ principal, body, request }) {
        await requireBookableProvider(body.providerId, body.serviceType, null);
        const { quoteId, events } = await issueBookingQuote(
          ctx.commands,
          ctx.sql,
          {
            serviceType: body.serviceType,
            pickup: { latitude: body.pickupLatitude, longitude: body.pickupLongitude },
            providerId: body.providerId,
            scheduledAt: body.scheduledAt,
          },
          ctx.contextOf(principal, request),
        );
        const issued = events.find((event) => event.type === "QuoteIssued");
        if (issued?.type !== "QuoteIssued") throw new Error(`quote ${quoteId} was not issued`);
        return quoteView(quoteId, issued.data);
      },
    }),

    signedInRoute({
      method: "PATCH",
      path: "/api/requests/{id}",
      summary:
        "Change a request's status: accept, decline, start, complete (provider) or cancel (customer, admin)",
      tag: TAG,
      params: IdParams,
      body: RequestStatusPatch,
      response: ServiceRequest,
      errors: [400, 401, 403, 404, 409],
      async handle({ principal, params, body, request, reply }) {
        requireVisibleRequest(principal, await byId(ctx.sql, params.id), params.id);
        const context = ctx.contextOf(principal, request);
        const { position } = await changeStatus(params.id, body, context);
        // The dashboard's buttons refetch its table; the customer's screens read the history.
        return afterWrite(params.id, position, reply, [REQUEST_HISTORY, PROVIDER_DASHBOARD]);
      },
    }),
  ];

  /** A chosen provider must exist and offer the service; whether they take it is theirs to say. */
  async function requireBookableProvider(
    providerId: string | null,
    serviceType: string,
    truckId: string | null,
  ) {
    if (providerId === null) return;
    const provider = await reads.provider(providerId);
    if (!provider)
      throw new DomainError("bad_input", "provider.noSuchProvider", { field: "providerId" }, "providerId");
    // Suspended, not approved, or papers lapsed: customers are never shown them, so never book them.
    if (!worksOn(provider, uaeToday(ctx.commands.clock)))
      throw new DomainError("bad_input", "provider.notTakingBookings", { field: "providerId" }, "providerId");
    if (!provider.services.includes(serviceType))
      throw new DomainError(
        "bad_input",
        "provider.doesNotOffer",
        { field: "providerId", serviceType },
        "providerId",
      );
    if (truckId === null) return;
    const fleet = await equipmentOfProvider(ctx.sql, providerId);
    if (!fleet.some((truck) => truck.id === truckId))
      throw new DomainError(
        "bad_input",
        "towing.notChosenProvidersTruck",
        { field: "towingEquipmentId" },
        "towingEquipmentId",
      );
  }

  function changeStatus(
    requestId: string,
    body: {
      status: (typeof RequestStatusPatch)["_output"]["status"];
      reason: string | null;
      finalPrice?: number | null | undefined;
      acceptedFee?: number | null | undefined;
    },
    context: CommandContext,
  ) {
    switch (body.status) {
      case "accepted":
        return acceptJob(ctx.commands)({ requestId }, context);
      case "declined":
        return declineJob(ctx.commands)({ requestId, reason: body.reason }, context);
      case "in-progress":
        return startJob(ctx.commands)({ requestId }, context);
      case "completed":
        return completeJob(ctx.commands)({ requestId, finalPrice: body.finalPrice ?? null }, context);
      case "cancelled":
        return cancelRequest(ctx.commands)(
          {
            requestId,
            reason: body.reason,
            acceptedFeeFils: body.acceptedFee == null ? null : aedToFils(body.acceptedFee),
          },
          context,
        );
    }
  }
}

/** The towing flow sends the truck as an id or as the truck the map handed over. */
function truckIdOf(body: BookingBody): string | null {
  const selected = body.selectedTowingEquipment;
  return body.towingEquipmentId ?? (typeof selected === "string" ? selected : (selected?.id ?? null));
}

/**
 * The booking payload's flat fields (or the emergency button's vehicleDetails) as the booking; the
 * price is the quote's (bookWithPayment), never the payload's.
 */
function bookingFields(body: BookingBody): BookingFields {
  const scheduledAt = body.scheduledAt ?? null;
  return {
    serviceType: body.serviceType,
    // Spec §4: bookings for now are high, scheduled ones normal; the emergency button says urgent itself.
    priority: body.priority ?? (scheduledAt ? "normal" : "high"),
    paymentMethod: body.paymentMethod ?? "card",
    pickup: { location: body.pickupLocation, latitude: body.pickupLatitude, longitude: body.pickupLongitude },
    destination:
      body.destination !== null && body.destinationLatitude != null && body.destinationLongitude != null
        ? {
            location: body.destination,
            latitude: body.destinationLatitude,
            longitude: body.destinationLongitude,
          }
        : null,
    vehicle: {
      vehicleId: body.vehicleId ?? null,
      make: (body.vehicleMake ?? body.vehicleDetails?.make)!,
      model: (body.vehicleModel ?? body.vehicleDetails?.model)!,
      year: body.vehicleYear ?? body.vehicleDetails?.year ?? null,
      color: body.vehicleColor ?? body.vehicleDetails?.color ?? null,
      licensePlate: body.licensePlate,
      vehicleType: body.vehicleType ?? null,
      fuelType: body.fuelType ?? null,
    },
    description: body.description,
    providerId: body.providerId,
    towingEquipmentId: truckIdOf(body),
    scheduledAt,
  };
}

/**
 * A refused card as the 402 body: the client shows `error`, switches on `code`, and books again
 * with `quoteId` (after the 3-D Secure step at `confirmUrl`, or with another card).
 */
function paymentRefusedBody(error: PaymentRefused) {
  const refusal = error.refusal;
  if (refusal.kind === "declined")
    return {
      error: error.message,
      code: "payment_declined",
      reason: refusal.reason,
      quoteId: refusal.quoteId,
    };
  return {
    error: error.message,
    code: "payment_requires_action",
    quoteId: refusal.quoteId,
    paymentId: refusal.paymentId,
    clientSecret: refusal.clientSecret,
    confirmUrl: refusal.confirmUrl,
  };
}
