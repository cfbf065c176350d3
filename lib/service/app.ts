// The embedded content service: one request handler on Web-standard Request/Response.
// The site mounts it at /api/v2 and /api/v1 (app/api/[...route]/route.ts); the API
// client calls `serviceFetch` in-process with no socket; tests and benchmarks can mount it
// on a plain Node server. There is no second implementation of any endpoint.
import { Hono, type Context } from 'hono';
import { credentialsFrom, credentialsValid } from '@/lib/service/auth';
import { ServiceError } from '@/lib/service/errors';
import { asServiceError, sendError, type ServiceEnv } from '@/lib/service/http';
import { isV1Path, sendV1Error } from '@/lib/service/v1/encoding';
import { V1_PATHS, v1Routes } from '@/lib/service/v1/routes';
import { V2_PATHS, V2_SEARCH_PATH, v2Routes } from '@/lib/service/v2';

/** v1 errors honour the requested encoding (XML, JSONP, gzip), including the 401 of the
 *  credential check and the 404/405 below; v2 errors are JSON. */
const sendAnyError = (c: Context<ServiceEnv>, error: ServiceError) =>
  isV1Path(c.req.path) ? sendV1Error(c, error) : sendError(c, error);

function createApp() {
  const app = new Hono<ServiceEnv>();

  app.use('/api/*', async (c, next) => {
    // The OpenAPI document is public; everything else needs credentials over HTTP.
    if (c.env?.inProcess || c.req.path === '/api/v2/openapi.json') return next();
    const { appId, appKey } = credentialsFrom(c.req.raw);
    if (!credentialsValid(appId, appKey)) {
      const missing = !appId || !appKey;
      throw new ServiceError(
        401,
        missing
          ? 'AuthorizationAppID and AuthorizationAppKey are required.'
          : 'AuthorizationAppID or AuthorizationAppKey is not valid.',
        'Send both credentials as headers or query parameters of those names.',
      );
    }
    return next();
  });

  app.route('/api/v2', v2Routes());
  app.route('/api/v1', v1Routes());

  app.notFound((c) => {
    const path = c.req.path;
    if (V1_PATHS.some((re) => re.test(path))) {
      return sendV1Error(
        c,
        new ServiceError(405, `${c.req.method} is not allowed on ${path}.`, 'Every v1 operation is a GET.'),
      );
    }
    if (V2_PATHS.some((re) => re.test(path))) {
      const allow = V2_SEARCH_PATH.test(path) ? 'GET, HEAD, POST' : 'GET, HEAD';
      const res = sendError(
        c,
        new ServiceError(
          405,
          `${c.req.method} is not allowed on ${path}.`,
          'Every operation is a GET; the three searches also take POST.',
        ),
      );
      res.headers.set('Allow', allow);
      return res;
    }
    return sendAnyError(
      c,
      new ServiceError(404, `No operation at ${path.slice(0, 200)}.`, 'See /api/v2/openapi.json for the operations.', [
        { rel: 'search', href: '/api/v2/recipe/search', title: 'Recipe search' },
      ]),
    );
  });

  app.onError((error, c) => {
    const known = asServiceError(error);
    if (known) return sendAnyError(c, known);
    // Never a stack or an internal message on the wire; the log has it.
    console.error(`[service] ${c.req.method} ${c.req.path}:`, error);
    return sendAnyError(c, new ServiceError(500, 'The service failed to answer. Try again later.'));
  });

  return app;
}

const app = createApp();

/** Answers a request arriving over HTTP (credentials checked). */
export function handleHttp(request: Request): Promise<Response> {
  return Promise.resolve(app.fetch(request, { inProcess: false }));
}

/** Answers a request from the site's own API client, in the same process (trusted). */
export function serviceFetch(request: Request): Promise<Response> {
  return Promise.resolve(app.fetch(request, { inProcess: true }));
}
