/** Operations' analytics over the read models: charts, the leaderboard and what needs attention now. */
export * from "./cancellationReasons";
export * from "./instantRange";
export * from "./providerLeaderboard";
export * from "./responseTimeDistribution";
export * from "./stalledRequests";
