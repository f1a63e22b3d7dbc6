import type { LiveBus, LiveMessage } from "../../domain/ports/liveBus";

export interface InProcessLiveBusOptions {
  /** Called when a handler throws; the other handlers still receive the message. */
  onHandlerError?: (error: unknown, message: LiveMessage) => void;
}

/**
 * The live bus for one node: handlers run synchronously on publish, in subscription order.
 * Across nodes, infra swaps in a LISTEN/NOTIFY bus behind the same port.
 */
export function createInProcessLiveBus(options: InProcessLiveBusOptions = {}): LiveBus {
  const handlersByTopic = new Map<string, Set<(payload: unknown) => void>>();
  return {
    async publish(message) {
      const handlers = handlersByTopic.get(message.topic);
      if (!handlers) return;
      // A copy, so a handler that unsubscribes itself does not skip its neighbour.
      for (const handler of [...handlers]) {
        try {
          handler(message.payload);
        } catch (error) {
          options.onHandlerError?.(error, message);
        }
      }
    },
    subscribe(topic, handler) {
      let handlers = handlersByTopic.get(topic);
      if (!handlers) {
        handlers = new Set();
        handlersByTopic.set(topic, handlers);
      }
      // Wrapped, so subscribing one function twice gives two independent subscriptions.
      const subscription = (payload: unknown) => handler(payload);
      handlers.add(subscription);
      return () => {
        handlers.delete(subscription);
        if (handlers.size === 0 && handlersByTopic.get(topic) === handlers) handlersByTopic.delete(topic);
      };
    },
  };
}
