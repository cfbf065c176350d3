// Types of the shared cache (plain ESM, loaded by the cache handler outside the bundler).
export declare const COMMAND_TIMEOUT_MS: number;
export declare const CALL_BUDGET_MS: number;
export declare const REVALIDATE_BUDGET_MS: number;
export declare const COOL_OFF_MS: number;
type Entry = { lastModified?: number; value: unknown; cacheControl?: unknown } | null;
export declare class SharedCache {
  constructor(options: { url: string; serverDistDir: string; log?: Pick<Console, 'warn' | 'info'> });
  get(key: string, ctx: object, readLocal: () => Promise<Entry>): Promise<Entry>;
  set(key: string, data: unknown, ctx: object): Promise<void>;
  delete(key: string): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  close(): Promise<void>;
}
