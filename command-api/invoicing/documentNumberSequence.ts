import { v5 as uuidv5 } from "uuid";
import { currentSchemaVersion } from "../../domain/events";
import {
  type DocumentNumberAssigned,
  type DocumentSeries,
  documentNumbersStream,
  formatDocumentNumber,
} from "../../domain/invoicing/documentNumbers";
import { type EventStore, WrongExpectedRevision } from "../../domain/ports/eventStore";
import type { CommandContext } from "../commandContext";

/** The namespace of the document-number event ids (fixed forever: changing it would re-number documents). */
const DOCUMENT_NUMBER_NAMESPACE = "5b0c7e0e-4f1a-4d1e-9a3c-2f6d8b1e7a40";

/**
 * The event id of the number for one document: derived from what it numbers (money contract §7),
 * so a retry after a crash re-sends the same event, never a second one.
 */
export function documentNumberEventId(
  series: DocumentSeries,
  requestId: string,
  refundId: string | null,
): string {
  const name = series === "tax-invoice" ? `tax-invoice:${requestId}` : `credit-note:${requestId}:${refundId}`;
  return uuidv5(name, DOCUMENT_NUMBER_NAMESPACE);
}

const MAX_ATTEMPTS = 20;

/**
 * The document's number in its gap-free series (domain/invoicing/documentNumbers.ts): the one
 * given to it before, if any (found by its event id), or the next one. The append names the
 * revision it read, so two appenders never take the same number, and the loser reads again. Reads
 * the whole series stream: one event per document, fine for years of a marketplace's invoices.
 */
export async function assignDocumentNumber(
  store: EventStore,
  document: { series: DocumentSeries; requestId: string; refundId: string | null; at: string },
  context: CommandContext,
): Promise<string> {
  const stream = documentNumbersStream(document.series);
  const eventId = documentNumberEventId(document.series, document.requestId, document.refundId);
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(stream);
    const earlier = recorded.find((e) => e.metadata.eventId.toLowerCase() === eventId);
    if (earlier) return (earlier.data as DocumentNumberAssigned["data"]).number;
    const last = recorded.at(-1);
    const revision = last ? last.revision + 1n : 0n;
    const sequence = Number(revision) + 1;
    const data: DocumentNumberAssigned["data"] = {
      series: document.series,
      sequence,
      number: formatDocumentNumber(document.series, sequence),
      requestId: document.requestId,
      refundId: document.refundId,
      assignedAt: document.at,
    };
    try {
      await store.appendToStream(
        stream,
        [
          {
            type: "DocumentNumberAssigned",
            data,
            metadata: {
              eventId,
              correlationId: context.correlationId,
              causationId: context.causationId,
              actor: context.actor,
              occurredAt: document.at,
              schemaVersion: currentSchemaVersion("DocumentNumberAssigned"),
            },
          },
        ],
        { expected: last ? last.revision : "no_stream" },
      );
      return data.number;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
