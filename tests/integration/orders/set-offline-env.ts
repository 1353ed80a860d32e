// No Stripe keys on a server reachable from the network: only voucher-paid orders go through.
import { applyEnv } from "./apply-env";

applyEnv({
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  STRIPE_API_BASE: undefined,
  RATE_LIMIT_ENABLED: "false",
  HOST: "0.0.0.0",
});
