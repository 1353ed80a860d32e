// A local stand-in for the part of Stripe's API the app calls (lib/server/payments), so the real `stripe` package runs
// unchanged against it (STRIPE_API_BASE): Checkout Sessions (create, retrieve, expire) and PaymentIntents confirmed
// with WeChat Pay or Alipay (create with a QR next action, retrieve, cancel); a paid payment's intent is retrieved with
// its latest_charge (expandable), which shows a refund or dispute made here. Bodies arrive form-encoded, as
// stripe-node sends them; an Idempotency-Key answers the first object again. Tests (and the fake's own hosted
// checkout page, for browser tests) mark a payment paid or expired with `pay` / `expire`, and take money back with
// `refund` / `dispute` (the charge.refunded / charge.dispute.created events of its charge), which answer the Stripe
// event that change produces; the app's own refunds (POST /v1/refunds) are kept in `refunds`; Checkout Sessions are also listed by their PaymentIntent; `signed` signs any event with the stripe package's own test-header helper, and
// `deliver` posts it to a webhook URL.
// Browser tests run the fake in Playwright's runner and their specs in worker processes, so two HTTP doors stand in
// for what a person does at Stripe: the hosted page (/pay/{id}: pay, which delivers the webhook and returns to the
// success or return URL, or cancel back to the cancel URL), and POST /__control/pay/{id}[?deliver=false] for a
// payment made on a phone (a scanned QR code), which answers { event, webhookStatus } as JSON. An Alipay intent's
// page stands for Stripe's redirect to Alipay (next_action.alipay_handle_redirect.url, which a phone's browser opens
// itself): paying, or leaving without paying, returns to the intent's return_url with the query Stripe adds
// (payment_intent, payment_intent_client_secret, redirect_status succeeded / failed).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import Stripe from "stripe";
import { listenLocal } from "./listen-local";

type Metadata = Record<string, string>;

export type FakeSession = {
  id: string;
  object: "checkout.session";
  mode: "payment";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Metadata;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
};

export type FakeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: "requires_action" | "succeeded" | "canceled";
  /** Set on every intent the fake creates (events built by hand in tests may leave it out). */
  client_secret?: string;
  metadata: Metadata;
  payment_method_types: string[];
  next_action: Record<string, unknown> | null;
  created: number;
};

/** The charge of a paid session or intent, as charge.refunded carries it. */
type FakeCharge = {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  disputed: boolean;
  paid: true;
  status: "succeeded";
  currency: string;
  payment_intent: string;
  metadata: Metadata;
  created: number;
};

/** A dispute (chargeback) of that charge, as charge.dispute.created carries it. */
type FakeDispute = {
  id: string;
  object: "dispute";
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  metadata: Metadata;
  reason: "fraudulent";
  status: "needs_response";
  created: number;
};

export type FakeEvent = {
  id: string;
  object: "event";
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: FakeSession | FakeIntent | FakeCharge | FakeDispute };
};

/** A refund made through the API (POST /v1/refunds), as Stripe answers it. */
export type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "succeeded";
  metadata: Metadata;
  created: number;
};

export type StripeCall = { method: string; path: string; params: URLSearchParams; authorization?: string };

export type FakeStripe = {
  /** STRIPE_API_BASE for the app. */
  url: string;
  sessions: Map<string, FakeSession>;
  intents: Map<string, FakeIntent>;
  /** Refunds the app asked for through the API (POST /v1/refunds), by id. */
  refunds: Map<string, FakeRefund>;
  calls: StripeCall[];
  /** The next `count` API calls (only those to `path` when given) answer this HTTP status with a Stripe error. */
  failNext: (status: number, count?: number, path?: string) => void;
  /** Marks a session or intent paid; answers its event (checkout.session.completed / payment_intent.succeeded). */
  pay: (id: string) => FakeEvent;
  /** Expires a session or cancels an intent; answers its event (checkout.session.expired / payment_intent.canceled). */
  expire: (id: string) => FakeEvent;
  /** Refunds a paid session or intent, in full or `amount` of it; answers its charge.refunded event. */
  refund: (id: string, amount?: number) => FakeEvent;
  /** Disputes the charge of a paid session or intent; answers its charge.dispute.created event. */
  dispute: (id: string) => FakeEvent;
  /** The raw body and Stripe-Signature header of an event, signed with `secret`. */
  signed: (event: FakeEvent, secret: string) => { payload: string; header: string };
  /** Where the hosted checkout page delivers its events (the app's webhook), signed with `secret`. */
  deliverTo: (url: string | null, secret?: string) => void;
  /** Posts an event, signed, to `url`; answers the webhook's status. */
  deliver: (event: FakeEvent, url: string, secret: string) => Promise<number>;
  reset: () => void;
  close: () => Promise<void>;
};

/** Where Stripe sends a redirect-based payment back: its return_url with the intent and the outcome added. */
function returnWithStatus(returnUrl: string, intent: FakeIntent, hasFailed: boolean): string {
  const url = new URL(returnUrl);
  url.searchParams.set("payment_intent", intent.id);
  url.searchParams.set("payment_intent_client_secret", intent.client_secret ?? "");
  url.searchParams.set("redirect_status", hasFailed ? "failed" : "succeeded");
  return url.toString();
}

/** stripe-node's form encoding back into an object: `a[b][0][c]=x` → { a: { b: [{ c: "x" }] } }. */
function decodeForm(params: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of params) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

const send = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_fake_${Date.now()}` });
  res.end(JSON.stringify(body));
};

const stripeError = (res: ServerResponse, status: number, message: string, code = "resource_missing"): void =>
  send(res, status, { error: { type: status >= 500 ? "api_error" : "invalid_request_error", code, message } });

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export async function startFakeStripeServer(options: { port?: number; host?: string } = {}): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const byIdempotencyKey = new Map<string, FakeSession | FakeIntent | FakeRefund>();
  const calls: StripeCall[] = [];
  let failures: { status: number; count: number; path?: string } | null = null;
  let counter = 0;
  let delivery: { url: string; secret: string } | null = null;
  let origin = "";
  const nextId = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${(++counter).toString(36)}`;
  const now = () => Math.floor(Date.now() / 1000);

  const event = (type: string, object: FakeEvent["data"]["object"]): FakeEvent => ({
    id: nextId("evt"),
    object: "event",
    type,
    api_version: Stripe.API_VERSION,
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  });

  function pay(id: string): FakeEvent {
    const session = sessions.get(id);
    if (session) {
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent ??= nextId("pi");
      return event("checkout.session.completed", session);
    }
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake Stripe: no payment ${id}`);
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    intent.next_action = null;
    return event("payment_intent.succeeded", intent);
  }

  function expire(id: string): FakeEvent {
    const session = sessions.get(id);
    if (session) {
      session.status = "expired";
      session.url = null;
      return event("checkout.session.expired", session);
    }
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake Stripe: no payment ${id}`);
    intent.status = "canceled";
    intent.next_action = null;
    return event("payment_intent.canceled", intent);
  }

  /** The charge of a paid session or intent (one per payment, made on first use). */
  const charges = new Map<string, FakeCharge>();
  function chargeOf(id: string): FakeCharge {
    const session = sessions.get(id);
    const intent = intents.get(id);
    const paid = session ? session.payment_status === "paid" : intent?.status === "succeeded";
    if (!paid || !(session ?? intent)) throw new Error(`fake Stripe: ${id} is not a paid payment`);
    const intentId = session ? session.payment_intent! : intent!.id;
    const existing = charges.get(intentId);
    if (existing) return existing;
    const charge: FakeCharge = {
      id: nextId("ch"),
      object: "charge",
      amount: session ? session.amount_total : intent!.amount_received,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      paid: true,
      status: "succeeded",
      currency: session ? session.currency : intent!.currency,
      payment_intent: intentId,
      metadata: { ...(session ?? intent)!.metadata },
      created: now(),
    };
    charges.set(intentId, charge);
    return charge;
  }

  function refund(id: string, amount?: number): FakeEvent {
    const charge = chargeOf(id);
    charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + (amount ?? charge.amount));
    charge.refunded = charge.amount_refunded === charge.amount;
    return event("charge.refunded", charge);
  }

  function dispute(id: string): FakeEvent {
    const charge = chargeOf(id);
    charge.disputed = true;
    return event("charge.dispute.created", {
      id: nextId("dp"),
      object: "dispute",
      amount: charge.amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: charge.payment_intent,
      metadata: {},
      reason: "fraudulent",
      status: "needs_response",
      created: now(),
    });
  }

  /**
   * GET /v1/payment_intents/{id}: a QR intent, or the intent a paid Checkout Session carries (Stripe keeps one for
   * each), with latest_charge: the charge's id once paid, the charge itself with expand[]=latest_charge.
   */
  function intentView(id: string, expandCharge: boolean): Record<string, unknown> | null {
    const intent = intents.get(id);
    const session = intent ? undefined : [...sessions.values()].find((item) => item.payment_intent === id);
    if (!intent && !session) return null;
    const paid = intent ? intent.status === "succeeded" : true;
    const charge = paid ? chargeOf(intent ? intent.id : session!.id) : null;
    const latest_charge = charge ? (expandCharge ? structuredClone(charge) : charge.id) : null;
    if (intent) return { ...structuredClone(intent), latest_charge };
    return {
      id,
      object: "payment_intent",
      amount: session!.amount_total,
      amount_received: session!.amount_total,
      currency: session!.currency,
      status: "succeeded",
      metadata: { ...session!.metadata },
      payment_method_types: ["card"],
      next_action: null,
      created: session!.created,
      latest_charge,
    };
  }

  /** POST /v1/refunds {payment_intent, amount?}: the rest of a paid payment by default; an error text when none is left. */
  function createRefund(form: Record<string, unknown>): FakeRefund | string {
    const intentId = String(form.payment_intent ?? "");
    const payment = intents.has(intentId)
      ? intentId
      : [...sessions.values()].find((session) => session.payment_intent === intentId)?.id;
    if (!payment) return `No such payment_intent: '${intentId}'`;
    const charge = chargeOf(payment);
    const left = charge.amount - charge.amount_refunded;
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (left <= 0 || amount > left) return `Charge ${charge.id} has already been refunded.`;
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const made: FakeRefund = {
      id: nextId("re"),
      object: "refund",
      amount,
      currency: charge.currency,
      payment_intent: charge.payment_intent,
      status: "succeeded",
      metadata: (form.metadata ?? {}) as Metadata,
      created: now(),
    };
    refunds.set(made.id, made);
    return made;
  }

  const signed = (evt: FakeEvent, secret: string) => {
    const payload = JSON.stringify(evt);
    return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  };

  async function deliver(evt: FakeEvent, url: string, secret: string): Promise<number> {
    const { payload, header } = signed(evt, secret);
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
    });
    await response.arrayBuffer();
    return response.status;
  }

  function createSession(form: Record<string, unknown>): FakeSession {
    const items = (form.line_items ?? {}) as Record<
      string,
      { price_data?: Record<string, unknown>; quantity?: string }
    >;
    const item = items["0"];
    const amount = Number(item?.price_data?.unit_amount ?? 0) * Number(item?.quantity ?? 1);
    const id = nextId("cs");
    const session: FakeSession = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: amount,
      currency: String(item?.price_data?.currency ?? "usd"),
      client_reference_id: (form.client_reference_id as string | undefined) ?? null,
      customer_email: (form.customer_email as string | undefined) ?? null,
      metadata: (form.metadata ?? {}) as Metadata,
      payment_intent: null,
      success_url: String(form.success_url ?? ""),
      cancel_url: String(form.cancel_url ?? ""),
      url: `${origin}/pay/${id}`,
      created: now(),
    };
    sessions.set(id, session);
    return session;
  }

  function createIntent(form: Record<string, unknown>): FakeIntent | string {
    const types = Object.values((form.allowed_payment_method_types ?? {}) as Record<string, string>);
    const type = (form.payment_method_data as { type?: string } | undefined)?.type ?? types[0];
    if (type !== "wechat_pay" && type !== "alipay") return `fake Stripe supports wechat_pay and alipay, not ${type}`;
    if (type === "alipay" && !form.return_url) return "return_url is required to confirm an Alipay PaymentIntent";
    const id = nextId("pi");
    const intent: FakeIntent = {
      id,
      object: "payment_intent",
      amount: Number(form.amount),
      amount_received: 0,
      currency: String(form.currency),
      status: "requires_action",
      client_secret: `${id}_secret_fake`,
      metadata: (form.metadata ?? {}) as Metadata,
      payment_method_types: [type],
      next_action:
        type === "wechat_pay"
          ? {
              type: "wechat_pay_display_qr_code",
              wechat_pay_display_qr_code: {
                data: `weixin://wxpay/bizpayurl?pr=${id}`,
                hosted_instructions_url: `${origin}/pay/${id}`,
                image_data_url: "data:image/png;base64,",
                image_url_png: `${origin}/qr/${id}.png`,
                image_url_svg: `${origin}/qr/${id}.svg`,
              },
            }
          : {
              type: "alipay_handle_redirect",
              alipay_handle_redirect: {
                url: `${origin}/pay/${id}`,
                return_url: String(form.return_url),
                native_url: null,
                native_data: null,
              },
            },
      created: now(),
    };
    intents.set(id, intent);
    return intent;
  }

  /** Pays, then sends the event to the configured webhook (as Stripe does): the webhook's HTTP status, or null. */
  async function payAndDeliver(
    id: string,
    shouldDeliver: boolean,
  ): Promise<{ event: FakeEvent; webhookStatus: number | null }> {
    const evt = pay(id);
    if (!shouldDeliver || !delivery) return { event: evt, webhookStatus: null };
    const webhookStatus = await deliver(evt, delivery.url, delivery.secret).catch(() => null);
    return { event: evt, webhookStatus };
  }

  /** The hosted page of a session or intent: a real browser test can "pay" on it, or cancel a session. */
  async function hostedPage(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const session = sessions.get(id);
    const intent = intents.get(id);
    if (!session && !intent) return void res.writeHead(404).end("unknown payment");
    // An Alipay intent goes back to its return URL like Stripe's redirect does; read before paying clears it.
    const redirect = intent?.next_action?.alipay_handle_redirect as { return_url?: string } | undefined;
    if (req.method === "POST") {
      const hasFailed = new URL(req.url ?? "/", origin).searchParams.get("outcome") === "fail";
      if (!hasFailed) await payAndDeliver(id, true);
      const back = intent && redirect?.return_url ? returnWithStatus(redirect.return_url, intent, hasFailed) : null;
      res.writeHead(303, { location: session?.success_url ?? back ?? `${origin}/pay/${id}` });
      return void res.end();
    }
    const amount = session?.amount_total ?? intent?.amount ?? 0;
    const state = session?.status ?? intent?.status ?? "";
    // Stripe's page has a way back (the cancel URL) while the session is open.
    const cancel =
      session?.status === "open" && session.cancel_url
        ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>`
        : redirect?.return_url
          ? `<form method="post" action="/pay/${escapeHtml(id)}?outcome=fail"><button type="submit">Leave without paying</button></form>`
          : "";
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><title>Fake Stripe</title><body>
<h1>Fake Stripe checkout</h1><p data-testid="fake-stripe-amount">${amount} ${escapeHtml(session?.currency ?? intent?.currency ?? "")}</p>
<p data-testid="fake-stripe-state">${escapeHtml(state)}</p>
<form method="post"><button type="submit">Pay</button></form>${cancel}</body></html>`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", origin);
    const hosted = /^\/pay\/([\w-]+)$/.exec(url.pathname);
    if (hosted?.[1]) return hostedPage(req, res, hosted[1]);
    const control = /^\/__control\/pay\/([\w-]+)$/.exec(url.pathname);
    if (control?.[1] && req.method === "POST") {
      if (!sessions.has(control[1]) && !intents.has(control[1])) return stripeError(res, 404, "unknown payment");
      return send(res, 200, await payAndDeliver(control[1], url.searchParams.get("deliver") !== "false"));
    }
    const raw = await readBody(req);
    const params = new URLSearchParams(req.method === "GET" ? url.search : raw);
    calls.push({ method: req.method ?? "GET", path: url.pathname, params, authorization: req.headers.authorization });
    if (!req.headers.authorization?.startsWith("Bearer sk_")) return stripeError(res, 401, "Invalid API Key provided");
    if (failures && failures.count > 0 && (!failures.path || url.pathname === failures.path)) {
      failures.count--;
      return stripeError(res, failures.status, "fake outage", "api_error");
    }
    const key = req.headers["idempotency-key"];
    const idempotencyKey = typeof key === "string" ? `${url.pathname}:${key}` : null;
    if (req.method === "POST" && idempotencyKey && byIdempotencyKey.has(idempotencyKey)) {
      return send(res, 200, byIdempotencyKey.get(idempotencyKey));
    }
    const form = decodeForm(params);
    const remember = <T extends FakeSession | FakeIntent | FakeRefund>(object: T): T => {
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, object);
      return object;
    };
    const [, , resource, id, action] = url.pathname.split("/");
    if (url.pathname === "/v1/checkout/sessions" && req.method === "POST")
      return send(res, 200, remember(createSession(form)));
    if (url.pathname === "/v1/payment_intents" && req.method === "POST") {
      const intent = createIntent(form);
      return typeof intent === "string"
        ? stripeError(res, 400, intent, "parameter_invalid")
        : send(res, 200, remember(intent));
    }
    if (url.pathname === "/v1/refunds" && req.method === "POST") {
      const made = createRefund(form);
      return typeof made === "string"
        ? stripeError(res, 400, made, "charge_already_refunded")
        : send(res, 200, remember(made));
    }
    if (url.pathname === "/v1/checkout/sessions" && req.method === "GET") {
      const intent = url.searchParams.get("payment_intent");
      const data = [...sessions.values()].filter((session) => !intent || session.payment_intent === intent);
      return send(res, 200, { object: "list", data: data.slice(0, 1), has_more: data.length > 1, url: url.pathname });
    }
    if (resource === "checkout") {
      const [, , , , sessionId, sessionAction] = url.pathname.split("/");
      const session = sessions.get(sessionId ?? "");
      if (!session) return stripeError(res, 404, `No such checkout.session: '${sessionId}'`);
      if (!sessionAction && req.method === "GET") return send(res, 200, session);
      if (sessionAction === "expire" && req.method === "POST") {
        if (session.status !== "open") {
          return stripeError(res, 400, `This Checkout Session is ${session.status}.`, "checkout_session_not_open");
        }
        expire(session.id);
        return send(res, 200, session);
      }
    }
    if (resource === "payment_intents" && !action && req.method === "GET") {
      const expand = [...params.entries()].some(
        ([key, value]) => key.startsWith("expand") && value === "latest_charge",
      );
      const view = intentView(id ?? "", expand);
      return view ? send(res, 200, view) : stripeError(res, 404, `No such payment_intent: '${id}'`);
    }
    if (resource === "payment_intents") {
      const intent = intents.get(id ?? "");
      if (!intent) return stripeError(res, 404, `No such payment_intent: '${id}'`);
      if (action === "cancel" && req.method === "POST") {
        if (intent.status !== "requires_action") {
          return stripeError(
            res,
            400,
            `PaymentIntent has a status of ${intent.status}.`,
            "payment_intent_unexpected_state",
          );
        }
        expire(intent.id);
        return send(res, 200, intent);
      }
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => stripeError(res, 500, String(error), "api_error"));
  });
  // A port that is taken fails at once (instead of a test hook waiting out its timeout).
  const port = await listenLocal(server, options.port ?? 0, options.host ?? "127.0.0.1");
  origin = `http://${options.host ?? "127.0.0.1"}:${port}`;

  return {
    url: origin,
    sessions,
    intents,
    refunds,
    calls,
    failNext: (status, count = 1, path) => void (failures = { status, count, path }),
    pay,
    expire,
    refund,
    dispute,
    signed,
    deliverTo: (url, secret = "") => void (delivery = url ? { url, secret } : null),
    deliver,
    reset: () => {
      sessions.clear();
      intents.clear();
      charges.clear();
      refunds.clear();
      byIdempotencyKey.clear();
      calls.length = 0;
      failures = null;
      delivery = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
