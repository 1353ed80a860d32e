// SSRF guard for everything Chromium loads while printing user content: only our own origin and inline `data:`
// URLs pass. Without it, an avatar or a link pointing at http://169.254.169.254/ or another loopback port would be
// fetched by the server and could end up printed into the PDF (recipes: 3 requests even with JavaScript off).
import "server-only";

export function isAllowedRequest(url: string, origin: string): boolean {
  if (url.startsWith("data:")) return true;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
