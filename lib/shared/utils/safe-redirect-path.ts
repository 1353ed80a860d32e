// The one check for every redirect target a request can name (`prev`, the OAuth callbackUrl, the guest redirect), on
// the server (proxy.ts, the sign-in and sign-up pages, next-auth's redirect callback) and in the browser
// (finishSignIn): only a path on this site. The value is resolved as a URL against our origin and the answer is the
// path the browser would end up at, never the value as sent: `/..//evil.test` resolves to `//evil.test`, which a
// relative Location header (Next makes same-origin redirects relative) sends to another host (issue 20 item 13).
// Browsers strip tab, CR and LF anywhere in a URL and read `\` as `/`, so `/\t/evil.test` and `/\evil.test` are
// `//evil.test` too; such values are refused outright rather than cleaned up.
const PROBE_ORIGIN = "http://safe-redirect.invalid";
const MAX_LENGTH = 2048;
/** Decodings tried before giving up: `%25` nested deeper than this is no path anyone links to. */
const MAX_DECODINGS = 4;

// C0 controls, DEL and the C1 range, and any backslash, wherever they stand.
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\]/;

/** A path that stays on the probe origin, both as written and once resolved (dot segments removed). */
function isSamePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || UNSAFE_CHARACTER.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return false;
  }
  return url.origin === PROBE_ORIGIN && !url.pathname.startsWith("//");
}

/**
 * The value and each of its percent-decodings until it stops changing, because some hops (next-auth's callbackUrl,
 * a second redirect, a proxy) decode it again: `/%2F/evil.test`, `/%252F%252Fevil.test` and `/%2e%2e//evil.test`
 * must be refused as well. `null` when the value itself is not valid percent-encoding or is nested too deep.
 */
function decodings(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODINGS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A first decoding that fails is a broken value; a later one is a literal % in an already decoded form.
      return round === 0 ? null : forms;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return null;
}

/**
 * A same-origin path (`/resumes?x=1#y`, as the URL parser writes it: dot segments resolved, non-ASCII
 * percent-encoded) for `value`, else `fallback`.
 */
export function safeRedirectPath<F extends string | undefined>(
  value: string | null | undefined,
  fallback: F,
): string | F {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  const forms = decodings(value);
  if (!forms || !forms.every(isSamePath)) return fallback;
  const url = new URL(value, PROBE_ORIGIN);
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  // The resolved form is what the browser is sent to: check it (and its decodings) once more.
  const resolvedForms = decodings(resolved);
  return resolvedForms?.every(isSamePath) ? resolved : fallback;
}
