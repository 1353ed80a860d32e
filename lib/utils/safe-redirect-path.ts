// The one check for every redirect target a request can name (`prev`, the OAuth callbackUrl, the guest redirect):
// only a path on this site. Browsers strip tab, CR and LF anywhere in a URL and read `\` as `/`, so `/\t/evil.test`
// and `/\evil.test` are `//evil.test`, another host; such values are refused outright rather than cleaned up.
const PROBE_ORIGIN = "http://safe-redirect.invalid";
const MAX_LENGTH = 2048;

// C0 controls, DEL and the C1 range, and any backslash, wherever they stand.
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\]/;

function isSamePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || UNSAFE_CHARACTER.test(value)) return false;
  // Belt and braces: the WHATWG parser (what the browser does) must agree the origin stays ours.
  return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
}

/**
 * `value` when it is a same-origin relative path (`/resumes?x=1#y`), else `fallback`. The value is checked as given
 * and once more after one percent-decoding, because some hops (next-auth's callbackUrl, a second redirect) decode it
 * again: `/%2F/evil.test` and `/%09/evil.test` are refused too.
 */
export function safeRedirectPath<F extends string | undefined>(
  value: string | null | undefined,
  fallback: F,
): string | F {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  return isSamePath(value) && isSamePath(decoded) ? value : fallback;
}
