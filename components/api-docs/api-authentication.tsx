import { Code } from '@/components/api-docs/code';
import { Section } from '@/components/ui/section';

type Credentials = { appId: string; appKey: string };

/** The credentials every call carries, and the local pair a development server accepts. */
export function ApiAuthentication({ local }: { local: Credentials }) {
  return (
    <Section title="Authentication" id="authentication">
      <p>
        Every call except the OpenAPI document carries two credentials, <Code>AuthorizationAppID</Code> and{' '}
        <Code>AuthorizationAppKey</Code>, each as an HTTP header or as a query parameter of that name. A missing or
        wrong value answers 401. The accepted pairs are set by the site&apos;s operator (
        <Code>SERVICE_CREDENTIALS</Code>).
      </p>
      <p>
        On a local development server with no pairs configured, the local pair is accepted:{' '}
        <Code>{`AuthorizationAppID: ${local.appId}`}</Code> and <Code>{`AuthorizationAppKey: ${local.appKey}`}</Code>.
        In production it is refused.
      </p>
    </Section>
  );
}
