/**
 * Time arithmetic on the ISO strings commands carry. Compared as instants, never as text:
 * "2025-03-01T12:00:00+04:00" and "2025-03-01T08:00:00Z" are the same moment.
 */

export const addSeconds = (iso: string, seconds: number): string =>
  new Date(new Date(iso).getTime() + seconds * 1000).toISOString();

export const isAfter = (a: string, b: string): boolean => new Date(a).getTime() > new Date(b).getTime();

export const isBefore = (a: string, b: string): boolean => new Date(a).getTime() < new Date(b).getTime();
