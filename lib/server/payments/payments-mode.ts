// How this server takes payments, decided by configuration alone so one server never offers two ways:
// "stripe" with STRIPE_SECRET_KEY; without it, "sandbox" (a clearly labelled test checkout that completes orders
// through the real fulfilment, marked TEST) only when PAYMENTS_SANDBOX=true; otherwise "off", and buying answers
// PAYMENTS_NOT_CONFIGURED. The sandbox is never inferred from the bind address or a request header: a production
// server behind a reverse proxy on the same machine listens on loopback too, and would give memberships away.
import "server-only";
import { env } from "@/lib/server/env";

export type PaymentsMode = "stripe" | "sandbox" | "off";

export function paymentsMode(): PaymentsMode {
  const { STRIPE_SECRET_KEY, PAYMENTS_SANDBOX } = env();
  if (STRIPE_SECRET_KEY) return "stripe";
  return PAYMENTS_SANDBOX ? "sandbox" : "off";
}
