export declare const BASE_POLICY: string;
export declare function pagePolicy(scriptSources: readonly string[]): string;
export declare function inlineScriptHashes(html: string): string[];
export declare function policyForHtml(html: string): string;
