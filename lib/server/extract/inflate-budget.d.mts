// Types for inflate-budget.mjs (plain JavaScript, loaded by the extraction threads at run time), for its tests.

export class InflateLimitError extends Error {}
export class InflateFormatError extends Error {}
export class PdfEncryptedError extends Error {}

export class InflateBudget {
  constructor(max: number);
  readonly max: number;
  readonly used: number;
  take(n: number): void;
}

export function inflateCounted(
  data: Uint8Array,
  budget: InflateBudget,
  options?: { keep?: boolean },
): Promise<{ bytes: Buffer; complete: boolean }>;

export type TCountedDocxFile = {
  exists(name: string): boolean;
  read(name: string, encoding?: string): Promise<string | Uint8Array>;
};

export function openCountedDocx(
  bytes: Buffer,
  limits: { maxBytes: number; maxEntries: number },
): { budget: InflateBudget; file: TCountedDocxFile };

/** The text of a PDF read as Latin-1 and where each object ("N G obj") starts: opaque outside the .mjs files. */
export type TPdfIndex = { text: string; objects: Map<string, number>; work: number };

export function measurePdfStreams(bytes: Buffer, budget: InflateBudget): Promise<TPdfIndex>;
export function lzwDecode(data: Uint8Array, budget: InflateBudget, earlyChange?: number): Buffer;
export function runLengthDecode(data: Uint8Array, budget: InflateBudget): Buffer;
export function hexDecode(data: Buffer, budget: InflateBudget): Buffer;
export function ascii85Decode(data: Uint8Array, budget: InflateBudget): Buffer;
