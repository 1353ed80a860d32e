// The one Stripe client, from STRIPE_SECRET_KEY; STRIPE_API_BASE maps onto the package's host/port/protocol options
// (a proxy, or tests/fakes/stripe-server.ts). The API version is the one the installed package is built for.
import "server-only";
import Stripe from "stripe";
import { AppError } from "@/lib/server/api/app-error";
import { env } from "@/lib/server/env";

let cached: { key: string; base: string | undefined; client: Stripe } | undefined;

function connection(base: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

export function stripeClient(): Stripe {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key) throw new AppError("PAYMENTS_NOT_CONFIGURED");
  if (cached?.key !== key || cached.base !== base) {
    cached = { key, base, client: new Stripe(key, { ...connection(base), maxNetworkRetries: 2, timeout: 20_000 }) };
  }
  return cached.client;
}
