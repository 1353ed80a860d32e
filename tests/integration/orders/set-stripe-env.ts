// Stripe configured, pointing at tests/fakes/stripe-server.ts on a port fixed before lib/env.ts is first read.
import { applyEnv } from "./apply-env";

export const FAKE_STRIPE_PORT = 20_000 + Math.floor(Math.random() * 30_000);
export const WEBHOOK_SECRET = "whsec_integration_orders";

applyEnv({
  STRIPE_SECRET_KEY: "sk_test_integration",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
  RATE_LIMIT_ENABLED: "false",
  HOST: "0.0.0.0",
});
