// Types of the revalidation registry (plain ESM, shared with the cache handler).
export declare function trackRevalidation<T>(promise: Promise<T>): Promise<T>;
export declare function revalidationsSettled(): Promise<void>;
