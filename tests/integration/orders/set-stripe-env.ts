// Stripe configured, pointing at tests/fakes/stripe-server.ts on a port fixed before lib/server/env.ts is first read.
import { applyEnv } from "./apply-env";

// Below Linux's ephemeral range (32768-60999): a port there may already be the local end of one of this machine's
// outgoing connections, and the fake's listen then fails.
export const FAKE_STRIPE_PORT = 20_000 + Math.floor(Math.random() * 12_000);
export const WEBHOOK_SECRET = "whsec_integration_orders";

applyEnv({
  STRIPE_SECRET_KEY: "sk_test_integration",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
  PAYMENTS_SANDBOX: undefined,
  RATE_LIMIT_ENABLED: "false",
  HOST: "0.0.0.0",
});
