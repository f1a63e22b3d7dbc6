// Forbidden in domain/: network I/O.
export const load = (url: string): Promise<unknown> => fetch(url);
