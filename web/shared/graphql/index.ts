export { createGraphqlClient, graphqlWsUrl } from "./client";
