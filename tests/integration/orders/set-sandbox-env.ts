// No Stripe keys, server on loopback: the sandbox checkout (lib/payments/payments-mode.ts).
import { applyEnv } from "./apply-env";

applyEnv({
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  STRIPE_API_BASE: undefined,
  RATE_LIMIT_ENABLED: "false",
  HOST: "127.0.0.1",
});
