// The network boundary for the order components: answers by "METHOD path" (jsdom has no Response class, so answers
// are shaped by hand), records every call, and answers anything unscripted with an empty list page.
import { jest } from "@jest/globals";

type Answer = { status: number; body: unknown };
type Route = (body: unknown) => Answer;

export const calls: { method: string; path: string; body: unknown }[] = [];
const routes = new Map<string, Route[]>();

/** Queue answers for "POST /api/orders" etc.; the last one keeps answering once the queue is down to it. */
export function answer(key: string, ...answers: (Answer | Route)[]): void {
  routes.set(
    key,
    answers.map((a) => (typeof a === "function" ? a : () => a)),
  );
}

export const ok = (data: unknown): Answer => ({ status: 200, body: { code: 0, data } });

export function resetNetwork(): void {
  calls.length = 0;
  routes.clear();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const path = String(input);
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const queue = routes.get(`${method} ${path.split("?")[0]}`);
    const route = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    const result = route ? route(body) : ok({ count: 0, data: [] });
    return {
      ok: result.status < 400,
      status: result.status,
      headers: { get: () => null },
      json: async () => result.body,
    };
  }) as unknown as typeof fetch;
}
