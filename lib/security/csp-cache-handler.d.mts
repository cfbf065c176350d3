// Types of the cache handler (plain ESM, loaded by next.config.ts outside the bundler).
export declare function isMiss(data: unknown): boolean;
export declare function closeSharedCache(): Promise<void>;
declare class CspCacheHandler {
  constructor(ctx: {
    fs: unknown;
    flushToDisk: boolean;
    serverDistDir: string;
    revalidatedTags: string[];
    maxMemoryCacheSize?: number;
  });
  get(key: string, ctx: object): Promise<{ value: unknown; lastModified?: number; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
export default CspCacheHandler;
