import { Code } from '@/components/api-docs/code';
import type { Operation } from '@/components/api-docs/openapi-view';
import { Section } from '@/components/ui/section';

/** The rules every operation shares (ids or slugs, ETags, the error body), then the table of operations. */
export function ApiOperations({ operations }: { operations: Operation[] }) {
  return (
    <Section title="Operations" id="operations">
      <p>
        Paths of a record take its integer id (digits only) or its unique slug (anything else). Every answer of 200
        carries an <Code>ETag</Code>; sending it back as <Code>If-None-Match</Code> answers 304 with no body. Errors
        (400, 401, 404, 405, 415, 500) have the body <Code>httpErrorCode</Code>, <Code>httpErrorCodeDescription</Code>,{' '}
        <Code>message</Code>, <Code>description</Code>, <Code>links</Code>.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Operations of version 2</caption>
          <thead className="border-b-2 border-ink">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Method
              </th>
              <th scope="col" className="py-2 pr-3">
                Path
              </th>
              <th scope="col" className="py-2 pr-3">
                Summary
              </th>
              <th scope="col" className="py-2">
                Credentials
              </th>
            </tr>
          </thead>
          <tbody>
            {operations.map(({ path, method, op }) => (
              <tr key={op.operationId} className="border-b border-stone-200 align-top">
                <td className="py-2 pr-3 font-mono font-semibold">{method.toUpperCase()}</td>
                <th scope="row" className="py-2 pr-3 font-mono font-normal break-all">
                  {path}
                </th>
                <td className="py-2 pr-3">{op.summary}</td>
                <td className="py-2">{op.security?.length === 0 ? 'none' : 'required'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
