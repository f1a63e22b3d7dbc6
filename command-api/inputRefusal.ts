import { type DomainError, domainErrorOf } from "../domain/shared/domainError";
import {
  type ErrorParamValue,
  type ErrorReason,
  renderReason,
  templateOf,
} from "../domain/shared/errorReasons";

/**
 * The reasons an input rule's words can be: the fragments our zod schemas and validators choose
 * ("must be at most 200 characters", "Please fill in all fields"), what inputValidation makes of
 * zod's defaults ("must be a string", "has unknown fields: …"), and zod's defaults as they are.
 * Schemas keep writing their rule in words; `inputRefusal` finds the reason whose template renders
 * exactly those words, so the English stays as it was and the client can say it in Arabic.
 */
export const INPUT_RULE_REASONS = [
  "input.required",
  "input.requiredWith",
  "input.requiredWithDestination",
  "input.notEmpty",
  "input.tooLong",
  "input.tooShort",
  "input.atMost",
  "input.atLeast",
  "input.moreThan",
  "input.moreThanZero",
  "input.notNegative",
  "input.notBefore",
  "input.notAfter",
  "input.between",
  "input.range",
  "input.wholeNumber",
  "input.wholeFils",
  "input.number",
  "input.text",
  "input.textId",
  "input.boolean",
  "input.list",
  "input.object",
  "input.typeOther",
  "input.oneOf",
  "input.eitherOr",
  "input.unknownFields",
  "input.email",
  "input.looksLike",
  "input.dateTime",
  "input.year",
  "input.month",
  "input.nulCharacter",
  "input.atLeastOneEmirate",
  "input.atLeastOneMessage",
  "input.atLeastOneProvider",
  "input.atLeastOneService",
  "input.atMostMessages",
  "input.messageIds",
  "input.truckId",
  "input.serviceName",
  "input.licenceCharacters",
  "input.trackingLink",
  "input.httpsPushUrl",
  "input.amountAtMost",
  "input.amountAtLeastOne",
  "input.cardNumber",
  "input.cardCvc",
  "input.cardCvcDigits",
  "input.dateFormat",
  "input.imageAsMultipart",
  "input.tooBig",
  "input.tooSmall",
  "input.tooBigSize",
  "input.tooSmallSize",
  "input.invalidType",
  "input.invalidOption",
  "input.invalidFormat",
  "input.invalidPattern",
  "input.realDate",
  "input.phone",
  "input.pointOnEarth",
  "input.latitudeRange",
  "input.longitudeRange",
  "input.latLng",
  "input.latLngDegrees",
  "input.imageContentType",
  "input.pushAuthSecret",
  "input.pushKey",
  "input.imageMessageNeedsUrl",
  "input.textMessageNotEmpty",
  "input.missingNameAndPhone",
  "file.tooLarge",
  "input.fillInAllRequiredFields",
  "input.fillInAllFields",
  "input.enterEmail",
  "input.chooseNewPassword",
  "input.enterCurrentPassword",
  "input.selectRating",
  "input.resetLinkIncomplete",
  "input.verificationLinkIncomplete",
  "password.tooShort",
  "password.tooLong",
  "password.common",
  "password.personal",
  "card.sixteenDigits",
  "card.invalidNumber",
  "card.yearWithin20",
  "card.expired",
] as const satisfies readonly ErrorReason[];

interface Matcher {
  readonly reason: ErrorReason;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  /** How much of the template is fixed text: the more, the more specific (tried first). */
  readonly literal: number;
}

const PLACEHOLDER = /\{\{(\w+)(?:, \w+)?\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const MATCHERS: readonly Matcher[] = INPUT_RULE_REASONS.map((reason): Matcher => {
  const template = templateOf(reason);
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  const literals = template.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
  const source = literals.map(escapeRegExp).join("(.+?)");
  return {
    reason,
    pattern: new RegExp(`^${source}$`, "s"),
    names,
    literal: literals.join("").length,
  };
}).sort((a, b) => b.literal - a.literal);

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The 400 for an input whose rule `message` names (as the caller would have said it): the reason
 * whose template renders exactly `message`, with the params read back from it; `field` is the
 * input at fault. Words no template renders keep their text as the `detail` of "input.invalid".
 */
export function inputRefusal(message: string, field: string | undefined): DomainError {
  for (const matcher of MATCHERS) {
    const match = matcher.pattern.exec(message);
    if (!match) continue;
    const params: Record<string, ErrorParamValue> = {};
    matcher.names.forEach((name, index) => {
      const value = match[index + 1] as string;
      params[name] = name !== "field" && NUMBER.test(value) ? Number(value) : value;
    });
    if (renderReason(matcher.reason, params) !== message) continue;
    return refusal(matcher.reason, params, field);
  }
  const lead = field ? `${field}: ` : null;
  if (lead && message.startsWith(lead))
    return refusal("input.invalid", { field: field as string, detail: message.slice(lead.length) }, field);
  return refusal("input.invalidWhole", { detail: message }, field);
}

function refusal(reason: ErrorReason, params: Record<string, ErrorParamValue>, field: string | undefined) {
  return domainErrorOf("bad_input", reason, params, field);
}
