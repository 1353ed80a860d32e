export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One query value as a string (the first of a repeated key), or undefined. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first || undefined;
}
