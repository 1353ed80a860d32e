// Request ids and late header changes on responses the handler may have built itself.
import "server-only";
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The client's `x-request-id` when it is a short plain token (it ends up in logs), else a fresh UUID. */
export function resolveRequestId(fromClient: string | null): string {
  return fromClient && SANE_REQUEST_ID.test(fromClient) ? fromClient : crypto.randomUUID();
}

/** Sets headers, copying the response first when its headers are immutable (e.g. `Response.redirect`). */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}
