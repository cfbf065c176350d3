// The embedded service's credentials on the e2e server (playwright.config.ts sets them), as
// the headers an API caller sends.
export const E2E_SERVICE_CREDENTIALS = { appId: 'e2e', appKey: 'e2e-key' } as const;
export const E2E_AUTH_HEADERS = {
  AuthorizationAppID: E2E_SERVICE_CREDENTIALS.appId,
  AuthorizationAppKey: E2E_SERVICE_CREDENTIALS.appKey,
};
