// No Stripe keys, PAYMENTS_SANDBOX=true: the sandbox checkout (lib/server/payments/payments-mode.ts). The server listens on
// every address here, to show the setting alone turns it on (nothing is inferred from HOST).
import { applyEnv } from "./apply-env";

applyEnv({
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  STRIPE_API_BASE: undefined,
  PAYMENTS_SANDBOX: "true",
  RATE_LIMIT_ENABLED: "false",
  HOST: "0.0.0.0",
});
