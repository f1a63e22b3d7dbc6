import { liveIterator } from "./liveIterator";

/**
 * An iterator over a source whose attaching is asynchronous (it loads a first picture, or opens a feed).
 * Resolves once attached, so whatever the source sends from then on reaches the subscriber; a subscriber
 * that leaves while attaching still detaches.
 */
export async function attachedIterator<T>(
  attach: (push: (value: T) => void) => Promise<() => void>,
  onError: (error: unknown) => void,
  maxQueued?: number,
): Promise<AsyncIterableIterator<T>> {
  let push: (value: T) => void = () => {};
  let detach: (() => void) | null = null;
  let closed = false;
  const iterator = liveIterator<T, T>(
    (pushTo) => {
      push = pushTo;
      return () => {
        closed = true;
        detach?.();
      };
    },
    { map: (value) => value, onError, ...(maxQueued !== undefined ? { maxQueued } : {}) },
  );
  const stop = await attach((value) => push(value));
  if (closed) stop();
  else detach = stop;
  return iterator;
}
