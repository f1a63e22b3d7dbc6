/*
 * The server's refusals in the reader's language (issue 22). REST bodies and GraphQL errors carry a
 * `reason` id and `params` beside the English; ApiError (shared/api) and the GraphQL client
 * (shared/graphql) turn them into the "errors" catalogue's sentence, so screens show
 * `serverMessage` / the error's `message` as before and get Arabic for free. The English catalogue is
 * the server's table (domain/shared/errorReasons.ts); after adding a reason there, run
 * `npx tsx web/scripts/writeErrorCatalogue.ts` and translate what it lists in messages/ar.json.
 */
export { errorsMessages } from "./messages";
export {
  isKnownReason,
  loadServerErrorTexts,
  type ServerErrorParams,
  serverErrorText,
} from "./serverErrorText";
export { translateGraphqlErrors } from "./translateGraphqlErrors";
