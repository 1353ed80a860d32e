// The wrapper every /api route handler goes through, in this order: request id → same-origin check (CSRF) → AI on (AI
// routes) → session →
// 401 → required permission (403) → rate limit → params, query, body (parsed and validated) → the handler → envelope.
// Whatever happens, the response carries the request id, protected calls get `Cache-Control: private, no-store`, and
// one access line is logged and counted (lib/server/metrics/observe-request.ts). It all runs in the request context
// (lib/server/api/request-context.ts): every line logged while the request runs carries its id, validation messages
// are written in its language, and a refusal that is a security event (lib/server/security/security-event.ts) gets
// its own line with the client address and the hashed account.
import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { assertAiEnabled } from "@/lib/server/ai/assert-ai-enabled";
import { AppError } from "@/lib/server/api/app-error";
import { clientAddress } from "@/lib/server/api/client-address";
import { describeZodError, ok, toAppError, toErrorResponse, zodIssuesToDetails } from "@/lib/server/api/envelope";
import { consumeRateLimit, type RateLimitRule } from "@/lib/server/api/rate-limit";
import { DEFAULT_MAX_BODY_BYTES, readJsonBody } from "@/lib/server/api/read-json-body";
import { runWithRequestContext } from "@/lib/server/api/request-context";
import { resolveRequestId, withHeaders } from "@/lib/server/api/response-headers";
import { assertSafeText } from "@/lib/server/api/unsafe-text";
import { REQUEST_PARSE_PARAMS } from "@/lib/server/api/validation-messages";
import { getSession, type Session } from "@/lib/server/auth/get-session";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { logger } from "@/lib/server/logger";
import { observeRequest } from "@/lib/server/metrics/observe-request";
import { assertRoutePermission, type RoutePermission } from "@/lib/server/permissions/route-permissions";
import { isHttpsRequest, STRICT_TRANSPORT_SECURITY } from "@/lib/server/security/is-https-request";
import { assertSameOriginRequest } from "@/lib/server/security/same-origin";
import { accountOf, logSecurityEvent, securityEventFor } from "@/lib/server/security/security-event";

export type AuthMode = "none" | "optional" | "required";
type Schema = z.ZodType | undefined;
export type RawParams = Record<string, string | string[] | undefined>;
/** Query values: a repeated key (`?tag=a&tag=b`) becomes an array. */
type RawQuery = Record<string, string | string[]>;
type Output<S extends Schema, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;

export type HandlerOptions<A extends AuthMode, B extends Schema, Q extends Schema, P extends Schema> = {
  auth: A;
  /** A permission the session must hold (lib/server/permissions/route-permissions.ts); only with `auth: "required"`. */
  require?: A extends "required" ? RoutePermission : never;
  body?: B;
  query?: Q;
  params?: P;
  /** One of lib/server/api/rate-limit-rules.ts's `rateLimits`, counted per user when signed in, else per client address. */
  rateLimit?: RateLimitRule;
  /** Defaults to 1 MiB. */
  maxBodyBytes?: number;
  /** An AI route: with AI off it answers AI_DISABLED before the session, the limits or the input are looked at. */
  requireAi?: boolean;
};

export type HandlerContext<A extends AuthMode, B extends Schema, Q extends Schema, P extends Schema> = {
  req: NextRequest;
  /** `undefined` when the options have no body schema: the body is then left unread for the handler. */
  body: Output<B, undefined>;
  query: Output<Q, RawQuery>;
  params: Output<P, RawParams>;
  session: A extends "required" ? Session : Session | null;
  requestId: string;
};

/** Next 16 passes dynamic segments as a promise. */
export type RouteContext = { params: Promise<RawParams> };

function readQuery(searchParams: URLSearchParams): RawQuery {
  const query: RawQuery = {};
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? "") : values;
  }
  return query;
}

async function validate(schema: Schema, value: unknown): Promise<unknown> {
  // Before the schema, and whether or not there is one: a NUL byte must never reach the database (500).
  assertSafeText(value);
  if (!schema) return value;
  // Built-in texts are marked and the input kept, so that every message is one of validation-messages.ts's sentences.
  const result = await schema.safeParseAsync(value, REQUEST_PARSE_PARAMS);
  if (result.success) return result.data;
  const details = zodIssuesToDetails(result.error);
  throw new AppError("INVALID_INPUT", { message: describeZodError(details), details });
}

function cacheControlFor(auth: AuthMode, response: Response): string | undefined {
  if (auth === "none") return undefined;
  // Event streams ask proxies not to transform (buffer) them; keep that while forbidding any storage.
  const isStream = response.headers.get("cache-control")?.includes("no-transform") ?? false;
  return isStream ? "private, no-store, no-transform" : "private, no-store";
}

export function createHandler<
  A extends AuthMode,
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
>(
  options: HandlerOptions<A, B, Q, P>,
  handler: (context: HandlerContext<A, B, Q, P>) => unknown,
): (req: NextRequest, route?: RouteContext) => Promise<Response> {
  return async (req, route) => {
    const requestId = resolveRequestId(req.headers.get("x-request-id"));
    const context = {
      requestId,
      locale: requestLocale(req.headers),
      clientAddress: clientAddress(req.headers),
      method: req.method,
      path: req.nextUrl.pathname,
    };
    return runWithRequestContext(context, () => handle(options, handler, req, route, requestId));
  };
}

async function handle<A extends AuthMode, B extends Schema, Q extends Schema, P extends Schema>(
  options: HandlerOptions<A, B, Q, P>,
  handler: (context: HandlerContext<A, B, Q, P>) => unknown,
  req: NextRequest,
  route: RouteContext | undefined,
  requestId: string,
): Promise<Response> {
  const startedAt = performance.now();
  let session: Session | null = null;
  let body: unknown;
  let response: Response;
  try {
    // CSRF: a state-changing request from another origin is refused before anything is read (item 7, issue #11).
    assertSameOriginRequest(req);
    // AI off is this server's setting, not the request's fault: the same answer whatever the request holds.
    if (options.requireAi) assertAiEnabled();
    session = options.auth === "none" ? null : await getSession(req);
    if (options.auth === "required" && !session) throw new AppError("UNAUTHORIZED");
    if (options.require && session) assertRoutePermission(session, options.require);
    if (options.rateLimit) {
      await consumeRateLimit(
        options.rateLimit,
        session ? `user:${session.userId}` : `ip:${clientAddress(req.headers)}`,
      );
    }
    const params = await validate(options.params, (await route?.params) ?? {});
    const query = await validate(options.query, readQuery(req.nextUrl.searchParams));
    body = options.body
      ? await validate(options.body, await readJsonBody(req, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES))
      : undefined;
    const context = { req, body, query, params, session, requestId } as HandlerContext<A, B, Q, P>;
    const result = await handler(context);
    response = result instanceof Response ? result : ok(result);
  } catch (error) {
    const key = toAppError(error)?.key;
    const event = key && securityEventFor(key);
    if (event) logSecurityEvent(event, { key, account: accountOf(body) });
    response = toErrorResponse(error, requestId, logger);
  }
  const headers: Record<string, string> = { "x-request-id": requestId };
  const cacheControl = cacheControlFor(options.auth, response);
  if (cacheControl) headers["Cache-Control"] = cacheControl;
  if (isHttpsRequest(req.headers)) headers["Strict-Transport-Security"] = STRICT_TRANSPORT_SECURITY;
  response = withHeaders(response, headers);
  const status = response.status;
  const fields = {
    method: req.method,
    path: req.nextUrl.pathname,
    status,
    ms: Math.round(performance.now() - startedAt),
    userId: session?.userId,
  };
  if (status >= 500) logger.error(fields, "request");
  else logger.info(fields, "request");
  // Params again (a settled promise): the route's template labels the series, never the raw ids (http-labels.ts).
  const params = (await Promise.resolve(route?.params).catch(() => undefined)) ?? {};
  observeRequest({ method: req.method, pathname: req.nextUrl.pathname, params }, status, performance.now() - startedAt);
  return response;
}
