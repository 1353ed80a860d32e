// What every line logged during one request needs to know about it, without passing it down every call: the request
// id (lib/server/logger.ts adds it to each line), the language its messages are written in (validation messages, issue 20
// item 21) and the client's address (security events). createHandler runs each /api request inside it; work the
// request starts (event streams, background tasks) keeps it, because AsyncLocalStorage follows async continuations.
// Not server-only: also loaded outside a Next server bundle (proxy.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "@/i18n/routing";

type RequestContext = {
  requestId: string;
  locale: Locale;
  clientAddress: string;
  method: string;
  path: string;
};

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run);
}

/** The current request's context; `undefined` outside a request (startup, sweeps, scripts). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
