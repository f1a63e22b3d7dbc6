import type { Sql } from "../../domain/ports/sql";
import type { CommandContext } from "../commandContext";
import type { CommandDeps } from "../commandDeps";
import { issueQuote } from "../commands/requestCommands";
import { uaeToday } from "../uaeToday";
import { quoteBooking } from "./quoteBooking";

export interface QuoteRequest {
  serviceType: Parameters<typeof quoteBooking>[1]["serviceType"];
  pickup: { latitude: number; longitude: number };
  providerId: string | null;
  /** ISO time of the slot, or null for now. */
  scheduledAt: string | null;
}

/**
 * Step 1 of the money flow: the server prices the booking, mints the request's id (the quote's id)
 * and records QuoteIssued on its stream. The customer then books with that id within 10 minutes.
 */
export async function issueBookingQuote(
  deps: CommandDeps,
  sql: Sql,
  request: QuoteRequest,
  context: CommandContext,
) {
  const lines = await quoteBooking(sql, { ...request, today: uaeToday(deps.clock) });
  const quoteId = deps.ids.next();
  const result = await issueQuote(deps)(
    {
      requestId: quoteId,
      serviceType: request.serviceType,
      providerId: request.providerId,
      scheduledAt: request.scheduledAt,
      lines,
    },
    context,
  );
  return { quoteId, ...result };
}
