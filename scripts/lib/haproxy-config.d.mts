// Types for scripts/lib/haproxy-config.mjs (plain JavaScript: the launcher runs without a TypeScript step).
export declare function haproxyConfig(options: {
  bind: { host: string; port: number | string };
  servers: { name: string; host?: string; port: number | string }[];
  statsSocket?: string;
  checkIntervalMs?: number;
}): string;
export declare function parseServerStates(csv: string, backend?: string): { name: string; status: string }[];
