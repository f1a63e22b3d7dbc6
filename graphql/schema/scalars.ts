import { JSONResolver } from "graphql-scalars";

export { DateTimeScalar } from "./dateTimeScalar";

/** Free-form JSON: event data, audit payloads and the fleet feed's columnar batches. */
export const JsonScalar = JSONResolver;
