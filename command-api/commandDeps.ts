import type { Clock } from "../domain/ports/clock";
import type { EventStore } from "../domain/ports/eventStore";
import type { IdGenerator } from "../domain/ports/ids";
import type { PaymentGateway } from "../domain/ports/paymentGateway";
import type { PasswordHasher } from "./ports/passwordHasher";

export interface CommandDeps {
  store: EventStore;
  clock: Clock;
  ids: IdGenerator;
  hasher: PasswordHasher;
  /** How long a provider has to answer an offer before dispatch moves on. */
  offerTtlSeconds: number;
  /** What cancelling after a captain accepted costs (CANCELLATION_FEE_AED); DEFAULT_CANCELLATION_FEE_FILS when absent. */
  cancellationFeeFils?: number;
  /** The platform's commission on a job's net (COMMISSION_PERCENT × 100); DEFAULT_COMMISSION_BASIS_POINTS when absent. */
  commissionBasisPoints?: number;
  /**
   * The card processor (PAYMENT_PROVIDER: the embedded test processor or Stripe). Optional so tests
   * and tools that take no card payments need not make one; a handler that needs it throws without it.
   */
  payments?: PaymentGateway;
  /** Told of every command's outcome (metrics); optional so tests and tools need not care. */
  observeCommand?: CommandObserver;
}

/** accepted: events appended; unchanged: an idempotent no-op; rejected: a rule or bad input said no. */
export type CommandOutcome = "accepted" | "unchanged" | "rejected" | "conflict" | "failed";
export type CommandObserver = (type: string, outcome: CommandOutcome, seconds: number) => void;
