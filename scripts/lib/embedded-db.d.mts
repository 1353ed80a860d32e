// Types for scripts/lib/embedded-db.mjs (plain JavaScript: the launcher runs without a TypeScript step).
export type DataDirLock = { update(extra: Record<string, unknown>): void; release(): void };
export function freePort(): Promise<number>;
export function processStartTime(pid: number): string | null;
export function claimDataDir(dataDir: string, info: Record<string, unknown>): DataDirLock;
export function startEmbeddedDb(options?: {
  dataDir?: string;
  port?: number;
  /** Required of every client; a random one when not given (the returned URL carries it). */
  password?: string;
}): Promise<{ url: string; startupMs: number; stop(): Promise<void> }>;
