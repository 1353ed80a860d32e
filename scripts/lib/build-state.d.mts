// Types for scripts/lib/build-state.mjs (plain JavaScript: the launcher runs without a TypeScript step).
export declare function sourceFingerprint(root: string): string;
export declare function isBuildCurrent(root: string, distDir: string): boolean;
export declare function markBuilt(root: string, distDir: string): void;
export declare function renderSettingsFingerprint(appUrl: string, env?: Record<string, string | undefined>): string;
export declare function refreshPrerenderedPages(distDir: string, fingerprint: string): number;
export declare function markRenderedWith(distDir: string, fingerprint: string): void;
