// No Stripe keys and no PAYMENTS_SANDBOX, on loopback: a production server behind a reverse proxy on the same machine.
// Only voucher-paid orders go through; the sandbox is never inferred from the bind address.
import { applyEnv } from "./apply-env";

applyEnv({
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  STRIPE_API_BASE: undefined,
  PAYMENTS_SANDBOX: undefined,
  RATE_LIMIT_ENABLED: "false",
  HOST: "127.0.0.1",
});
