export { errorsMessages } from "./messages";
export {
  isKnownReason,
  loadServerErrorTexts,
  type ServerErrorParams,
  serverErrorText,
} from "./serverErrorText";
export { translateGraphqlErrors } from "./translateGraphqlErrors";
