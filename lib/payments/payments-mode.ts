// How this server takes payments, decided by configuration alone so one server never offers two ways:
// "stripe" with STRIPE_SECRET_KEY; without it, "sandbox" (a clearly labelled test checkout that completes orders
// through the real fulfilment) only while the server listens on loopback (HOST, as /dev/outbox decides); otherwise
// "off", and buying answers PAYMENTS_NOT_CONFIGURED.
import { env } from "@/lib/env";
import { LOOPBACK_BIND } from "@/lib/mail/is-loopback-request";

export type PaymentsMode = "stripe" | "sandbox" | "off";

export function paymentsMode(): PaymentsMode {
  const { STRIPE_SECRET_KEY, HOST } = env();
  if (STRIPE_SECRET_KEY) return "stripe";
  return LOOPBACK_BIND.test(HOST) ? "sandbox" : "off";
}
