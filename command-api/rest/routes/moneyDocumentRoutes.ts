import { z } from "zod";
import { asCurrentEvent } from "../../../domain/events";
import { type PayoutEvent, payoutRunStream } from "../../../domain/payout/events";
import { documentByNumber } from "../../../projections/read-models/money/queries";
import { notFound } from "../../auth/policy/accessErrors";
import { documentOfRow, renderDocumentPdf } from "../../invoicing/moneyDocuments";
import { payoutTransfersCsv } from "../../payments/payoutTransfersCsv";
import { type RestRoute, signedInRoute } from "../http/restRoute";
import type { RestContext } from "../restContext";
import { IdInput } from "../schemas/commonSchemas";

const DocumentParams = z.object({
  number: z
    .string()
    .regex(/^(INV|CN)-\d{6,12}$/, "must be a document number such as INV-000042 or CN-000007"),
});
const PayoutRunParams = z.object({ runId: IdInput });

/**
 * The money documents as files (issue 20): a tax invoice or credit note as its PDF, rendered each
 * time from the issuing event's data as the money read model keeps it (the same bytes each time),
 * and a payout run's bank transfer file, from the run's own stream.
 */
export function moneyDocumentRoutes(ctx: RestContext): RestRoute[] {
  return [
    signedInRoute({
      method: "GET",
      path: "/api/documents/{number}.pdf",
      operationId: "getMoneyDocumentPdf",
      summary:
        "A tax invoice or credit note as PDF: the customer it was issued to, or an admin (anyone else: 404)",
      tag: "Money",
      params: DocumentParams,
      errors: [400, 401, 404],
      async handle({ principal, params, reply }) {
        const what = { resource: "Document", id: params.number };
        const row = await documentByNumber(ctx.sql, params.number);
        if (!row) throw notFound(what);
        if (principal.role !== "admin" && row.customerId !== principal.userId) throw notFound(what);
        const pdf = await renderDocumentPdf(documentOfRow(row));
        return reply
          .type("application/pdf")
          .header("cache-control", "private, max-age=86400")
          .header("x-content-type-options", "nosniff")
          .header("content-disposition", `inline; filename="${params.number}.pdf"`)
          .send(Buffer.from(pdf));
      },
    }),

    signedInRoute({
      method: "GET",
      path: "/api/admin/payout-runs/{runId}/transfers.csv",
      operationId: "getPayoutRunTransfersCsv",
      summary:
        "A payout run's bank transfer file (CSV, RFC 4180): IBAN, account name, amount AED, reference, captain id",
      tag: "Money",
      roles: ["admin"],
      params: PayoutRunParams,
      errors: [400, 401, 403, 404],
      async handle({ params, reply }) {
        const events = await ctx.commands.store.readStream(payoutRunStream(params.runId));
        const prepared = events
          .map((e) => asCurrentEvent<PayoutEvent>(e))
          .find((e) => e.type === "PayoutRunPrepared");
        if (prepared?.type !== "PayoutRunPrepared")
          throw notFound({ resource: "Payout run", id: params.runId });
        return reply
          .type("text/csv; charset=utf-8")
          .header("cache-control", "no-store")
          .header(
            "content-disposition",
            `attachment; filename="roadside-payout-${prepared.data.weekStart}.csv"`,
          )
          .send(payoutTransfersCsv(prepared.data));
      },
    }),
  ];
}
