import { creditNotesDue, invoiceDue } from "../../domain/request/money";
import type { CommandDeps } from "../commandDeps";
import { issueCreditNote, issueTaxInvoice } from "../commands/moneyCommands";
import { requestStateOf } from "../commands/requestStateOf";
import type { InvoicingPort } from "./invoicingProcess";

/**
 * The invoicing process's request side in production: what the request owes comes from the
 * decider's state (invoiceDue, creditNotesDue), the documents are issued by the system's commands,
 * which the decider refuses to issue twice.
 */
export function requestInvoicingPort(commands: CommandDeps): InvoicingPort {
  const invoice = issueTaxInvoice(commands);
  const creditNote = issueCreditNote(commands);
  return {
    async documentsDue(requestId) {
      const state = await requestStateOf(commands.store, requestId);
      return { customerId: state.customerId, invoice: invoiceDue(state), creditNotes: creditNotesDue(state) };
    },
    async issueTaxInvoice(requestId, document, context) {
      await invoice({ requestId, ...document }, context);
    },
    async issueCreditNote(requestId, document, context) {
      await creditNote({ requestId, ...document }, context);
    },
  };
}
