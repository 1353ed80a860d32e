// Types for scripts/bench/lib/load-stats.mjs (plain JavaScript: the bench scripts run without a TypeScript step).
type LoadRecord = { ms: number; status: number; error?: string };

type ClassSummary = {
  n: number;
  ok: number;
  c4xx: number;
  c5xx: number;
  errors: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
};

type StepFigures = {
  rate: number;
  sentPerSec: number;
  dropped: number;
  all: ClassSummary;
  nonPdf: ClassSummary;
};

type RssSample = { atMs: number; rssBytes: number };

export declare function percentile(sorted: number[], p: number): number;
export declare function summarize(records: LoadRecord[]): ClassSummary;
export declare function stepFailures(
  step: StepFigures,
  limits?: { maxP99Ms?: number; minSentShare?: number },
): string[];
export declare function searchCapacity(
  trial: (rate: number) => Promise<boolean>,
  options: { start: number; step: number; max: number; refine?: number },
): Promise<{ capacity: number; trials: { rate: number; passed: boolean }[] }>;
export declare function rssDrift(
  samples: RssSample[],
  options?: { windowMs?: number; maxChangePct?: number },
): { firstMb: number | null; lastMb: number | null; changePct: number | null; isFlat: boolean };
