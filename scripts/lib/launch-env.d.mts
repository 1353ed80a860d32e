// Types of launch-env.mjs for the TypeScript tests.
export const root: string;
export function loadDotEnv(): void;
export function dataDir(): string;
export function ensureAuthSecret(): void;
export function embeddedDbPassword(): string;
export function launchChildEnv(
  base: Record<string, string | undefined>,
  options: { host: string; port: string; mode: "start" | "dev" },
): Record<string, string | undefined>;
