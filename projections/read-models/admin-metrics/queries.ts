/** The admin metrics query module (spec §7 admin paths, analytics and the regional panel). */
export * from "./dailyMetrics";
export * from "./metricsFilter";
export * from "./regionalPerformance";
export * from "./todayMetrics";
