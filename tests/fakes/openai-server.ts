// A local stand-in for an OpenAI-compatible model (POST /v1/chat/completions, also /chat/completions), so the real
// `ai` SDK and @ai-sdk/openai code run unchanged against it: JSON answers and SSE streams with usage figures.
// Each test scripts what the "model" does: replies are taken from a queue (`script`), or chosen by a marker found
// in the last user message (`when`); otherwise `fallback` answers. It records every request body and every request
// the client abandoned (a stalled stream it aborted), with the time the abort arrived.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { listenLocal } from "./listen-local";

export type FakeUsage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

type ReplyTiming = {
  /** Milliseconds before the first byte of the answer (the first token when streaming). */
  delayMs?: number;
  /** Streaming: milliseconds between chunks. */
  chunkDelayMs?: number;
  /** Streaming: how many content chunks the answer is cut into (default 8). */
  chunks?: number;
  /** Usage figures to report instead of the computed ones (about 4 characters per token). */
  usage?: Partial<FakeUsage>;
};

export type FakeReply = ReplyTiming &
  (
    | /** A JSON value as the message content. */ { kind: "json"; content: unknown }
    | /** Raw content, e.g. malformed JSON or prose. */ { kind: "text"; text: string }
    | /** OpenAI's refusal field instead of content. */ { kind: "refusal"; refusal?: string }
    | /** An HTTP error with an OpenAI-shaped error body. */ {
        kind: "error";
        status: number;
        message?: string;
        retryAfterSeconds?: number;
      }
    | /** Streaming: sends the first part of `text` as chunks, then nothing until the client goes away. */ {
        kind: "stall";
        text: string;
      }
  );

export type RecordedRequest = {
  path: string;
  authorization: string | undefined;
  body: ChatRequestBody;
  receivedAt: number;
};

export type AbortRecord = { requestIndex: number; at: number; afterMs: number };

/** When a streamed content chunk left, in this process's performance.now() (the AI benchmark's per-event latency). */
export type ChunkRecord = { requestIndex: number; atMs: number };

type ChatMessage = { role: string; content: unknown };
export type ChatRequestBody = {
  model?: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  messages?: ChatMessage[];
  response_format?: { type: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } };
  [key: string]: unknown;
};

export type FakeOpenAI = {
  /** Base URL to configure as AI_BASE_URL (ends in /v1). */
  url: string;
  origin: string;
  requests: RecordedRequest[];
  aborted: AbortRecord[];
  /** Every streamed content chunk written, in order. */
  chunks: ChunkRecord[];
  /** Queue replies, answered one per request in order (before the marker rules and the fallback). */
  script: (...replies: FakeReply[]) => void;
  /** Answer a request whose last user message contains `marker` with `reply` (every time). */
  when: (marker: string, reply: FakeReply) => void;
  /** The answer when the queue is empty and no marker matches (default: a 500 naming the missing script). */
  fallback: (reply: FakeReply) => void;
  /** Added before the first byte of every answer (the benchmark's fixed first-token delay). */
  setFirstTokenDelay: (ms: number) => void;
  /** Resolves at the next request the model receives; rejects after `timeoutMs`. Call it before the request is sent. */
  waitForRequest: (timeoutMs?: number) => Promise<RecordedRequest>;
  /** Resolves at the next abandoned request; rejects after `timeoutMs`. Call it before the abort happens. */
  waitForAbort: (timeoutMs?: number) => Promise<AbortRecord>;
  /** Text of the last user message of a recorded request. */
  lastUserText: (request: RecordedRequest) => string;
  reset: () => void;
  close: () => Promise<void>;
};

const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content.map((part: { text?: unknown }) => (typeof part?.text === "string" ? part.text : "")).join("");
  return "";
}

function lastUserText(body: ChatRequestBody): string {
  const users = (body.messages ?? []).filter((message) => message.role === "user");
  return contentText(users.at(-1)?.content);
}

function usageFor(body: ChatRequestBody, answer: string, override?: Partial<FakeUsage>): FakeUsage {
  const prompt =
    override?.prompt_tokens ?? estimateTokens((body.messages ?? []).map((m) => contentText(m.content)).join("\n"));
  const completion = override?.completion_tokens ?? estimateTokens(answer);
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: override?.total_tokens ?? prompt + completion,
  };
}

function readJson(request: IncomingMessage): Promise<ChatRequestBody> {
  return new Promise((resolve, reject) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    request.on("end", () => {
      try {
        resolve(JSON.parse(raw) as ChatRequestBody);
      } catch (error) {
        reject(error);
      }
    });
    request.on("error", reject);
  });
}

function splitText(text: string, parts: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, parts)));
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

export async function startFakeOpenAIServer(options: { port?: number; host?: string } = {}): Promise<FakeOpenAI> {
  const host = options.host ?? "127.0.0.1";
  const queue: FakeReply[] = [];
  const rules: { marker: string; reply: FakeReply }[] = [];
  let fallbackReply: FakeReply = {
    kind: "error",
    status: 500,
    message: "fake model: no scripted reply for this request",
  };
  let firstTokenDelayMs = 0;
  const requests: RecordedRequest[] = [];
  const aborted: AbortRecord[] = [];
  const chunks: ChunkRecord[] = [];
  const abortWaiters: ((record: AbortRecord) => void)[] = [];
  const requestWaiters: ((request: RecordedRequest) => void)[] = [];
  let seq = 0;

  function pickReply(body: ChatRequestBody): FakeReply {
    const queued = queue.shift();
    if (queued) return queued;
    const text = lastUserText(body);
    return rules.find((rule) => text.includes(rule.marker))?.reply ?? fallbackReply;
  }

  function writeChunk(
    response: ServerResponse,
    id: string,
    model: string,
    choice: object | null,
    usage?: FakeUsage,
  ): void {
    const chunk = {
      id,
      object: "chat.completion.chunk",
      created: Math.floor(Date.now() / 1000),
      model,
      choices: choice ? [{ index: 0, ...choice }] : [],
      ...(usage && { usage }),
    };
    response.write(`data: ${JSON.stringify(chunk)}\n\n`);
  }

  async function answer(response: ServerResponse, requestIndex: number): Promise<void> {
    const body = requests[requestIndex]!.body;
    const reply = pickReply(body);
    const model = body.model ?? "fake-model";
    const id = `chatcmpl-fake-${++seq}`;
    const receivedAt = requests[requestIndex]!.receivedAt;
    let closedEarly = false;
    response.on("close", () => {
      if (response.writableFinished) return;
      closedEarly = true;
      const record = { requestIndex, at: Date.now(), afterMs: Date.now() - receivedAt };
      aborted.push(record);
      abortWaiters.splice(0).forEach((resolve) => resolve(record));
    });

    // A delay ends early when the client leaves, so no timer outlives the test.
    const closed = new Promise<void>((resolve) => response.once("close", () => resolve()));
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        if (ms <= 0 || closedEarly) return resolve();
        const timer = setTimeout(resolve, ms);
        void closed.then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    await sleep(firstTokenDelayMs + (reply.delayMs ?? 0));
    if (closedEarly) return;

    if (reply.kind === "error") {
      response.writeHead(reply.status, {
        "content-type": "application/json",
        ...(reply.retryAfterSeconds !== undefined && { "retry-after": String(reply.retryAfterSeconds) }),
      });
      response.end(
        JSON.stringify({
          error: {
            message: reply.message ?? `fake model error ${reply.status}`,
            type: reply.status === 429 ? "rate_limit_exceeded" : "server_error",
            param: null,
            code: null,
          },
        }),
      );
      return;
    }

    const text = reply.kind === "json" ? JSON.stringify(reply.content) : reply.kind === "refusal" ? "" : reply.text;
    const refusal =
      reply.kind === "refusal" ? (reply.refusal ?? "I'm sorry, but I can't help with that request.") : null;
    const usage = usageFor(body, text || (refusal ?? ""), reply.usage);

    if (!body.stream) {
      if (reply.kind === "stall") return; // never answers: the client's timeout or abort ends it
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: refusal ? null : text, refusal },
              finish_reason: "stop",
            },
          ],
          usage,
        }),
      );
      return;
    }

    response.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    writeChunk(response, id, model, { delta: { role: "assistant", content: "" }, finish_reason: null });
    const pieces = refusal ? [refusal] : splitText(text, reply.chunks ?? 8);
    const sent = reply.kind === "stall" ? pieces.slice(0, Math.max(1, Math.floor(pieces.length / 2))) : pieces;
    for (const piece of sent) {
      if (closedEarly) return;
      writeChunk(response, id, model, {
        delta: refusal ? { refusal: piece } : { content: piece },
        finish_reason: null,
      });
      chunks.push({ requestIndex, atMs: performance.now() });
      if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    }
    if (reply.kind === "stall" || closedEarly) return; // hangs with the connection open until the client aborts
    writeChunk(response, id, model, { delta: {}, finish_reason: "stop" });
    if (body.stream_options?.include_usage) writeChunk(response, id, model, null, usage);
    response.end("data: [DONE]\n\n");
  }

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    if (request.method !== "POST" || (path !== "/v1/chat/completions" && path !== "/chat/completions")) {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: `fake model: no route ${request.method} ${path}` } }));
      return;
    }
    readJson(request).then(
      (body) => {
        const recorded = { path, authorization: request.headers.authorization, body, receivedAt: Date.now() };
        const index = requests.push(recorded) - 1;
        requestWaiters.splice(0).forEach((resolve) => resolve(recorded));
        return answer(response, index);
      },
      () => {
        response.writeHead(400, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: "fake model: body is not JSON" } }));
      },
    );
  });
  const port = await listenLocal(server, options.port ?? 0, host);
  const origin = `http://${host}:${port}`;

  return {
    url: `${origin}/v1`,
    origin,
    requests,
    aborted,
    chunks,
    script: (...replies) => void queue.push(...replies),
    when: (marker, reply) => void rules.push({ marker, reply }),
    fallback: (reply) => void (fallbackReply = reply),
    setFirstTokenDelay: (ms) => void (firstTokenDelayMs = ms),
    waitForRequest: (timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`fake model: no request within ${timeoutMs} ms`)), timeoutMs);
        requestWaiters.push((request) => {
          clearTimeout(timer);
          resolve(request);
        });
      }),
    waitForAbort: (timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`fake model: no aborted request within ${timeoutMs} ms`)),
          timeoutMs,
        );
        abortWaiters.push((record) => {
          clearTimeout(timer);
          resolve(record);
        });
      }),
    lastUserText: (request) => lastUserText(request.body),
    reset: () => {
      queue.splice(0);
      rules.splice(0);
      requests.splice(0);
      aborted.splice(0);
      chunks.splice(0);
      firstTokenDelayMs = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
