// Types of the response hook (plain ESM, like the cache handler beside it).
export declare function stampHtmlResponses(): void;
