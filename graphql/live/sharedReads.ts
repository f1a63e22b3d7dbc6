/**
 * One read-model query per change, however many subscribers it reaches. The in-process live bus hands
 * every subscriber the same payload object for one publish, so reads are shared per (payload, key):
 * a later change is a new payload and can never be answered by a read that started before it.
 */
export class SharedReads {
  private readonly byPayload = new WeakMap<object, Map<string, Promise<unknown>>>();

  read<T>(payload: object, key: string, read: () => Promise<T>): Promise<T> {
    let reads = this.byPayload.get(payload);
    if (!reads) {
      reads = new Map();
      this.byPayload.set(payload, reads);
    }
    const existing = reads.get(key);
    if (existing) return existing as Promise<T>;
    const started = read();
    reads.set(key, started);
    return started;
  }
}
