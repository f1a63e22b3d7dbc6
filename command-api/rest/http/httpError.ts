import {
  type ErrorParams,
  type ErrorParamsOf,
  type ErrorReason,
  renderReason,
} from "../../../domain/shared/errorReasons";

type Headers = Record<string, string>;

/** The reason's params (none for a reason without placeholders), the field, then extra headers. */
type HttpErrorArgs<R extends ErrorReason> = [keyof ErrorParamsOf<R>] extends [never]
  ? [params?: Readonly<Record<string, never>>, field?: string, headers?: Headers]
  : [params: ErrorParamsOf<R>, field?: string, headers?: Headers];

/**
 * A refusal that is about HTTP rather than the domain: rate limits, payload size, media type. Like
 * DomainError it carries a reason id and params (domain/shared/errorReasons.ts), its English
 * message rendered from the reason's template.
 */
export class HttpError<R extends ErrorReason = ErrorReason> extends Error {
  readonly params: ErrorParams;
  readonly field?: string;
  readonly headers: Headers;

  constructor(
    readonly status: number,
    readonly reason: R,
    ...[params, field, headers]: HttpErrorArgs<R>
  ) {
    const given: ErrorParams = params ?? {};
    super(renderReason(reason, given));
    this.name = "HttpError";
    this.params = given;
    if (field !== undefined) this.field = field;
    this.headers = headers ?? {};
  }
}
