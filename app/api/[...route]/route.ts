// Mounts the embedded content service at /api/v2 and /api/v1 of the site.
import { handleHttp } from '@/lib/service/app';

async function handler(request: Request): Promise<Response> {
  return handleHttp(request);
}

export {
  handler as GET,
  handler as POST,
  handler as PUT,
  handler as PATCH,
  handler as DELETE,
  handler as HEAD,
  handler as OPTIONS,
};
