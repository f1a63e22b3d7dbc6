/** The provider dashboard's query module (GET /api/provider/requests and /api/provider/dashboard-stats). */

export * from "./openOffersQuery";
export * from "./requestsQuery";
export * from "./statsQuery";
