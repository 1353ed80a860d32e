// Types for cjk-radicals.mjs (plain JavaScript, loaded by the extraction processes at run time), for its tests.

export function unifyCjkRadicals(text: string): string;
