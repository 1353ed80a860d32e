// Types for scripts/lib/server-address.mjs (plain JavaScript: the launcher runs without a TypeScript step).
export function displayHost(host: string): string;
export function displayUrl(host: string, port: string | number): string;
export const EXIT_LISTEN_FAILED: number;
export function listenErrorMessage(error: NodeJS.ErrnoException, host: string, port: string | number): string;
export function checkPortFree(host: string, port: string | number): Promise<void>;
