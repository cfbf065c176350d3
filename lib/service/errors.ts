// Errors of the service, in the legacy error body shape that both versions share:
// {httpErrorCode, httpErrorCodeDescription, message, description, links}.
import type { ErrorBody, Link } from '@/lib/wire/v2';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
};

export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 405 | 415 | 500,
    message: string,
    readonly description = '',
    readonly links: Link[] = [],
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  body(): ErrorBody {
    return {
      httpErrorCode: this.status,
      httpErrorCodeDescription: DESCRIPTIONS[this.status] ?? 'Error',
      message: this.message,
      description: this.description,
      links: this.links,
    };
  }
}

export const badRequest = (param: string, message: string) =>
  new ServiceError(400, message, `Check the ${param} parameter.`);
export const notFound = (what: string, searchHref: string) =>
  new ServiceError(
    404,
    `${what} was not found.`,
    'The record does not exist or is not published. Use the search to find records.',
    [{ rel: 'search', href: searchHref, title: 'Search' }],
  );
