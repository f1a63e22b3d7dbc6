/**
 * Ends a live iterator after the value that `isLast` picks (e.g. a trip that finished), detaching it
 * from its source. Not an async generator: their `return()` waits behind a pending `next()`, which would
 * keep an unsubscribed client attached until the next change.
 */
export function endingAfter<T>(
  inner: AsyncIterableIterator<T>,
  isLast: (value: T) => boolean,
): AsyncIterableIterator<T> {
  let ended = false;
  const finish = async (): Promise<IteratorResult<T>> => {
    ended = true;
    await inner.return?.();
    return { value: undefined, done: true };
  };
  return {
    async next() {
      if (ended) return { value: undefined, done: true };
      const result = await inner.next();
      if (!result.done && isLast(result.value)) await finish();
      return result;
    },
    return: finish,
    async throw(error: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
