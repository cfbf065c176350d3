import 'server-only';

/** An error of the content service, with the HTTP status and the operation's name;
 *  never a credential, a URL with a query, or an upstream body. */
export class ApiError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    message: string,
  ) {
    super(`${operation}: ${message}`);
    this.name = 'ApiError';
  }
}
/** 401 from the upstream: the site's credentials are wrong or revoked (an operator problem). */
export class ApiAuthError extends ApiError {
  override name = 'ApiAuthError';
}
/** The upstream is unreachable, timed out, rate-limited or failing (5xx) after retries. */
export class ApiUnavailableError extends ApiError {
  override name = 'ApiUnavailableError';
}
/** The upstream answered, but not with a body this site can read. */
export class ApiResponseError extends ApiError {
  override name = 'ApiResponseError';
}
/** The upstream answered 200 with a body that cannot be read even tolerantly (a record with no
 *  usable id or slug): `at` is the path of the first field that failed. A record page then
 *  serves its last good copy, else sends its reader to the 503 page (lib/health/when-unavailable.ts). */
export class UnreadableRecordError extends ApiResponseError {
  override name = 'UnreadableRecordError';
  constructor(
    operation: string,
    readonly recordId: string | number,
    readonly at: string,
  ) {
    super(operation, 200, `unreadable body at ${at}`);
  }
}
/** The upstream refused the request as malformed (400): a bug on our side or bad input. */
export class ApiBadRequestError extends ApiError {
  override name = 'ApiBadRequestError';
}
