// Requests through the cluster's HAProxy, each answer with the instance that served it (HAProxy's X-Served-By).
export type Answer = {
  status: number;
  servedBy: string;
  headers: Headers;
  text: string;
  /** The API envelope's data, when the body is one. */
  data: unknown;
  code: number | undefined;
};

type Init = { method?: string; body?: unknown; token?: string; headers?: Record<string, string> };

export async function send(base: string, path: string, init: Init = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.cookie = `x-cid=${init.token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: "manual",
  });
  const text = await response.text();
  let envelope: { code?: number; data?: unknown } = {};
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    // A page or a stream.
  }
  return {
    status: response.status,
    servedBy: response.headers.get("x-served-by") ?? "",
    headers: response.headers,
    text,
    data: envelope.data,
    code: envelope.code,
  };
}

/**
 * A GET (it changes nothing, so it may be repeated) answered by `instance`: round-robin brings every instance within
 * as many requests as there are instances.
 */
export async function getOn(base: string, instance: string, path: string, init: Init = {}): Promise<Answer> {
  const seen: string[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const answer = await send(base, path, init);
    if (answer.servedBy === instance) return answer;
    seen.push(answer.servedBy);
  }
  throw new Error(`no answer from ${instance} in 6 requests (served by ${seen.join(", ")})`);
}

/** The other instance of a two-instance cluster. */
export const otherThan = (names: string[], name: string): string => {
  const other = names.find((candidate) => candidate !== name);
  if (!other) throw new Error(`no instance other than ${name}`);
  return other;
};
