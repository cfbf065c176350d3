export function securityHeaders(production: boolean): { key: string; value: string }[];
