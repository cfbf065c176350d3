// Types of the cache handler (plain ESM, loaded by next.config.ts outside the bundler).
export declare function isMiss(data: unknown): boolean;
declare class CspCacheHandler {
  constructor(ctx: {
    fs: unknown;
    flushToDisk: boolean;
    serverDistDir: string;
    revalidatedTags: string[];
    maxMemoryCacheSize?: number;
  });
  get(key: string, ctx: object): Promise<{ value: unknown } | null>;
  set(key: string, data: unknown, ctx: object): Promise<void>;
}
export default CspCacheHandler;
