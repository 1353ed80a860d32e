// The only reader of process.env. Every variable is validated here; a bad value stops the start with a
// message naming the variable and what it expects (see instrumentation.ts). Documented in .env.example.
// Not server-only: also loaded outside a Next server bundle (proxy.ts).
import type { OAuthProviderId } from "@/lib/shared/auth/oauth-provider-id";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url({ error: "a URL such as https://example.com" }).optional())
  .optional();
const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""], { error: "true or false" })
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "true" || v === "1"));

export const ZEnv = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "development, production or test" })
    .default("development"),
  PORT: z.coerce.number({ error: "a port number" }).int().min(1).max(65535).default(3000),
  /** Public base URL of the site, used in links, canonical URLs and e-mails. Unset: the address the launcher prints
   *  (http://$HOST:$PORT, localhost for 0.0.0.0), and links a browser opens follow the address it came to
   *  (lib/server/security/link-origin.ts). */
  APP_URL: optionalUrl,
  /** PostgreSQL connection string; the launcher sets it to the embedded database when unset. */
  DATABASE_URL: z
    .string({ error: "a postgresql:// connection string" })
    .regex(/^postgres(ql)?:\/\//, { error: "a postgresql:// connection string" })
    .optional(),
  /** Connections in the app's pool. The launcher sets 1 for the embedded database (see docs/decisions.md). */
  DATABASE_POOL_MAX: z.coerce.number({ error: "a whole number from 1 to 100" }).int().min(1).max(100).default(10),
  /** PostgreSQL schema of the background jobs' tables (pg-boss; lib/server/jobs/job-runner.ts). Instances that share
   *  a database share it; a separate schema keeps one database's jobs apart (the integration suites use their own). */
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, { error: "a lower-case PostgreSQL name such as pgboss" })
    .default("pgboss"),
  /** Secret that signs session tokens; at least 32 characters. The launcher makes one in .data/ when unset. */
  AUTH_SECRET: z.string().min(32, { error: "at least 32 characters" }).optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  /** Folder for local data: embedded database, uploads, mail outbox. */
  DATA_DIR: z.string().min(1).default(".data"),
  REDIS_URL: optionalUrl,
  /** Milliseconds the production server (scripts/serve.mjs) keeps a shareable page in memory; 0 turns it off. */
  PAGE_CACHE_TTL_MS: z.coerce
    .number({ error: "a whole number of milliseconds from 0 to 60000" })
    .int()
    .min(0)
    .max(60_000)
    .default(1000),
  /** Address the server listens on (scripts/serve.mjs). Loopback by default; production sets 0.0.0.0 (or ::). */
  HOST: z.string().trim().min(1, { error: "an address such as 127.0.0.1 or 0.0.0.0" }).default("127.0.0.1"),
  /** Reverse proxies in front of the server that append to X-Forwarded-For; 0: the socket's address is the client. */
  TRUST_PROXY: z.coerce.number({ error: "a whole number of proxy hops from 0 to 10" }).int().min(0).max(10).default(0),
  /** Bearer token /metrics requires (docs/operations.md, "Metrics and health"). Unset: /metrics answers only a direct
   *  loopback request with no proxy trusted nor forwarding it, and 404 to everyone else (docs/decisions.md). */
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().min(16, { error: "at least 16 characters" }).optional())
    .optional(),
  /** true: /dev/outbox is served to every client (try-outs in a container); default: loopback server and client only,
   *  with no proxy trusted (TRUST_PROXY=0) nor forwarding the request (lib/server/mail/is-loopback-request.ts). */
  DEV_OUTBOX: bool(false),
  /** Chinese-locale footer: ICP filing number text and public-security filing text (shown only when set). */
  ZH_ICP_FILING: optionalString,
  ZH_PSB_FILING: optionalString,
  /** Feature toggle for the AI assistant; on only when AI_BASE_URL is configured too. */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  /** How structured answers are asked for: json_schema (OpenAI, Qwen, Ollama, vLLM) or json_object (DeepSeek, which
   *  rejects json_schema); with json_object the schema travels only in the prompt (docs/operations.md, AI). */
  AI_RESPONSE_FORMAT: z
    .enum(["json_schema", "json_object", ""], { error: "json_schema or json_object" })
    .optional()
    .transform((v) => (v === "json_object" ? "json_object" : "json_schema")),
  /** Longest an AI task's model call may take, repair attempt included (a resume generation takes about a minute).
   *  A task still running this long plus a minute is taken for lost (a crashed process), refunded and failed. */
  AI_TIMEOUT_MS: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce
      .number({ error: "a whole number of milliseconds from 1000 to 600000" })
      .int()
      .min(1000)
      .max(600_000)
      .default(120_000),
  ),
  /** Chromium used for PDFs and cover images (default /usr/bin/chromium). */
  CHROMIUM_PATH: optionalString,
  /** Tesseract, which reads scanned and photographed resumes (default `tesseract` on PATH; issue 24 item 3). Not
   *  installed, or a path where it is not: such uploads are refused with FILE_OCR_UNAVAILABLE. */
  TESSERACT_PATH: optionalString,
  /** Optional remote browser used instead of launching Chromium locally: browserless (ws://host:3000) or a Chromium
   *  with remote debugging (its ws://host:port/devtools/browser/<id>; lib/server/pdf/connect-remote-browser.ts). */
  PDF_BROWSER_WS_ENDPOINT: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^wss?:\/\//, { error: "a ws:// or wss:// URL" })
        .optional(),
    )
    .optional(),
  /** The app's origin as the PDF browser reaches it (default http://<HOST, 127.0.0.1 for a wildcard>:<PORT>), e.g.
   *  http://app:3000 when the browser pool runs on another host; the only origin that browser may fetch from
   *  (lib/server/pdf/internal-origin.ts). */
  PDF_APP_ORIGIN: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(
      z
        .url({ protocol: /^https?$/, error: "an origin such as http://app:3000" })
        .refine((v) => !URL.canParse(v) || `${new URL(v).origin}/` === new URL(v).href, {
          error: "an origin such as http://app:3000 (no path, query or user)",
        })
        .transform((v) => new URL(v).origin)
        .optional(),
    )
    .optional(),
  /** Outgoing mail: an SMTP URL (smtp://user:pass@host:587, smtps://…). Unset: mail goes to <DATA_DIR>/outbox. */
  SMTP_URL: optionalUrl,
  /** Sender of outgoing mail (default "ResumeCraft <no-reply@localhost>"). */
  MAIL_FROM: optionalString,
  /** Address visitors write to (student and open-source offer on the pricing page; the contact of /terms and
   *  /privacy). Unset: the offer is not shown, rather than a placeholder address nobody reads. */
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.email({ error: "an e-mail address such as support@your-domain.com" }).optional())
    .optional(),
  /** SMS over a generic HTTP API (POST JSON {to, text} with a Bearer key). Unset: SMS goes to <DATA_DIR>/outbox. */
  SMS_API_URL: optionalUrl,
  SMS_API_KEY: optionalString,
  /** Cloudflare Turnstile replaces the self-hosted ALTCHA challenge when both keys are set. */
  TURNSTILE_SITE_KEY: optionalString,
  TURNSTILE_SECRET_KEY: optionalString,
  /** Turnstile's server-side check (default Cloudflare's siteverify); another URL only for a proxy or a test fake. */
  TURNSTILE_VERIFY_URL: optionalUrl,
  /** OAuth sign-in; each provider's button appears only when its id and secret are set. */
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  /** GitHub Enterprise Server: its web address (default https://github.com) and API (default <base>/api/v3). */
  GITHUB_BASE_URL: optionalUrl,
  GITHUB_API_URL: optionalUrl,
  /** Another OpenID Connect issuer behind the Google button (default https://accounts.google.com). */
  GOOGLE_ISSUER: optionalUrl,
  /** WeChat website sign-in (a 网站应用 on the WeChat open platform); the button appears only when both are set. */
  WECHAT_APP_ID: optionalString,
  WECHAT_APP_SECRET: optionalString,
  /** Where the QR page (default https://open.weixin.qq.com) and the API (default https://api.weixin.qq.com) live;
   *  another address only for a proxy or a test fake. */
  WECHAT_OPEN_BASE_URL: optionalUrl,
  WECHAT_API_BASE_URL: optionalUrl,
  /** S3-compatible storage (e.g. Cloudflare R2) for uploads; unset: files go to <DATA_DIR>/uploads. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default("auto"),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Public base URL of the bucket (CDN), e.g. https://files.example.com. */
  S3_PUBLIC_URL: optionalUrl,
  /** Rate limiting can be turned off for local load tests. */
  RATE_LIMIT_ENABLED: bool(true),
  /** Stripe (docs/operations.md, "Payments"): the secret API key (sk_live_… / sk_test_…). Unset: no Stripe; buying
   *  then says payments are not configured, unless PAYMENTS_SANDBOX turns the sandbox checkout on. */
  STRIPE_SECRET_KEY: optionalString,
  /** The sandbox checkout (free test purchases, marked TEST) for trying the product locally. Only ever this explicit
   *  setting: never inferred from HOST or a header, since a reverse proxy on the same machine also binds loopback. */
  PAYMENTS_SANDBOX: bool(false),
  /** Signing secret of the webhook endpoint /api/stripe/webhook (whsec_…). */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the Stripe client sends its calls (default https://api.stripe.com): a proxy, or the tests' fake. */
  STRIPE_API_BASE: optionalUrl,
  /** AI tokens granted per month of a membership (docs/product.md §9: quarterly ×3, yearly ×12). */
  MONTHLY_TOKEN_GRANT: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number({ error: "a whole number of tokens" }).int().min(0).default(50_000),
  ),
  /** AI tokens granted with a lifetime membership. */
  LIFETIME_TOKEN_GRANT: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number({ error: "a whole number of tokens" }).int().min(0).default(2_000_000),
  ),
});

export type TEnv = z.infer<typeof ZEnv>;

export class EnvError extends Error {}

/** Human-readable list of what is wrong, one line per variable. */
export function describeEnvIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: expected ${issue.message}`).join("\n");
}

export function parseEnv(source: Record<string, string | undefined>): TEnv {
  const result = ZEnv.safeParse(source);
  if (!result.success) {
    throw new EnvError(`Invalid environment configuration:\n${describeEnvIssues(result.error)}`);
  }
  return result.data;
}

let cached: TEnv | undefined;

/** Validated configuration; parsed once per process. */
export function env(): TEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

export const isAiEnabled = (): boolean => Boolean(env().AI_BASE_URL && env().AI_MODEL);
/**
 * HOST as an address to open: a wildcard (0.0.0.0, ::) as localhost, IPv6 in brackets. The launcher prints the same
 * (displayHost in scripts/lib/launch-env.mjs; a unit test holds the two together).
 */
export function displayHost(host: string): string {
  if (!host || host === "0.0.0.0" || host === "::" || host === "[::]") return "localhost";
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

/** APP_URL, or by default the address the launcher prints (http://127.0.0.1:3000), so that links and it agree. */
export const appUrl = (): string => env().APP_URL ?? `http://${displayHost(env().HOST)}:${env().PORT}`;
export const isSmtpConfigured = (): boolean => Boolean(env().SMTP_URL);
export const isTurnstileEnabled = (): boolean => Boolean(env().TURNSTILE_SITE_KEY && env().TURNSTILE_SECRET_KEY);
export const isS3Configured = (): boolean =>
  Boolean(env().S3_BUCKET && env().S3_ACCESS_KEY_ID && env().S3_SECRET_ACCESS_KEY && env().S3_PUBLIC_URL);

/** next-auth 4 reads NEXTAUTH_URL itself to build OAuth callback URLs; it is derived from APP_URL, set here only. */
export function provideNextAuthUrl(): void {
  process.env.NEXTAUTH_URL ??= appUrl();
}

export function oauthProviders(): OAuthProviderId[] {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET } = env();
  const { WECHAT_APP_ID, WECHAT_APP_SECRET } = env();
  return [
    ...(GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET ? (["google"] as const) : []),
    ...(GITHUB_CLIENT_ID && GITHUB_CLIENT_SECRET ? (["github"] as const) : []),
    ...(WECHAT_APP_ID && WECHAT_APP_SECRET ? (["wechat"] as const) : []),
  ];
}
