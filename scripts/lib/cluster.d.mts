// Types for scripts/lib/cluster.mjs (plain JavaScript: the launcher runs without a TypeScript step).
type Env = Record<string, string | undefined>;
type Run = (command: string, args: string[], env: Env) => Promise<number>;
export type ServerState = { name: string; status: string };
export type Cluster = {
  url: string;
  statsSocket: string;
  instances: { name: string; port: number; pid: number }[];
  serverStates(): Promise<ServerState[]>;
  signalInstance(name: string, signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
};
export declare const NO_DATABASE_MESSAGE: string;
export declare function haproxyVersion(): string | null;
export declare function prepareBuild(options: {
  distDir: string;
  env: Env;
  appUrl: string;
  run: Run;
  log: (message: string) => void;
}): Promise<void>;
export declare function startCluster(options: {
  env: Env;
  ports: { proxy: number; instances: number[] };
  onLine: (name: string, line: string) => void;
  names?: string[];
  checkIntervalMs?: number;
}): Promise<Cluster>;
