// Types for scripts/lib/build-state.mjs (plain JavaScript: the launcher runs without a TypeScript step).
type Env = Record<string, string | undefined>;
export declare function sourceFingerprint(root: string, env?: Env): string;
export declare function isBuildCurrent(root: string, distDir: string, env?: Env): boolean;
export declare function markBuilt(root: string, distDir: string, env?: Env): void;
export declare function renderSettingsFingerprint(appUrl: string, env?: Env): string;
export declare function refreshPrerenderedPages(distDir: string, fingerprint: string): number;
export declare function markRenderedWith(distDir: string, fingerprint: string): void;
