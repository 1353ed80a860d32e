// Types for scripts/bench/lib/first-load.mjs (plain JavaScript: the bench scripts run without a TypeScript step).
export declare const FIRST_LOAD_BUDGET_KB: number;

export type FirstLoadRow = {
  route: string;
  url: string;
  status: number;
  files?: { path: string; kb: number }[];
  firstLoadKb?: number;
  largestKb?: number;
  isOverBudget?: boolean;
};

export declare function measureFirstLoad(base: string): Promise<FirstLoadRow[]>;
