/**
 * What projections announce after they commit, and what subscriptions and the /ws channel listen to.
 * In-process for one node; PostgreSQL LISTEN/NOTIFY across nodes.
 */
export interface LiveMessage {
  topic: string;
  payload: unknown;
}

export interface LiveBus {
  publish(message: LiveMessage): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, handler: (payload: unknown) => void): () => void;
}
