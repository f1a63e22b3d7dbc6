/**
 * The slice of the live positions model (command-api/live/livePositions.ts) that GraphQL uses:
 * `reportLocation` feeds it, the fleet feed listens to it. An interface, so the dispatch work that
 * will replace the in-memory model later changes nothing here.
 */
export interface ReportedPosition {
  userId: string;
  userType: "customer" | "provider";
  latitude: number;
  longitude: number;
  /** ISO time the server received it. */
  at: string;
}

export interface LivePositionsPort {
  report(position: Omit<ReportedPosition, "at">): Promise<void>;
  onPosition(listener: (position: ReportedPosition) => void): () => void;
  /** The latest fresh position of a user, or null (live tracking reads it). */
  of(userId: string): ReportedPosition | null;
}
