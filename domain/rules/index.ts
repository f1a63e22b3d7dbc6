/** The product's pure business rules (spec §2.4–§9): prices, schedule, ranking, ETAs, statuses, reviews. */
export * from "./bookingPrice";
export * from "./comparisonPrices";
export * from "./distance";
export * from "./driverStatus";
export * from "./emirates";
export * from "./eta";
export * from "./liveTracking";
export * from "./loyalty";
export * from "./priority";
export * from "./rankProviders";
export * from "./reviewRules";
export * from "./scheduleSlots";
export * from "./scheduleSurcharge";
export * from "./serviceTypes";
export * from "./statusText";
export * from "./trackingStatus";
export * from "./uaeTime";
