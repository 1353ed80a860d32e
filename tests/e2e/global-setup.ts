// Starts the fakes for the whole run (their ports come from playwright.config.ts) and stops them after: the OAuth
// provider and WeChat, the OpenAI-compatible model the AI-on server calls (with its control server for the specs), and Stripe,
// which the AI-on server is configured for and whose hosted checkout delivers signed webhooks to it.
import { startFakeOAuthServer } from "../fakes/oauth-server";
import { startFakeStripeServer } from "../fakes/stripe-server";
import { startFakeWeChatServer } from "../fakes/wechat-server";
import { startFakeModelWithControl } from "./ai/fake-model-control";
import { E2E_STRIPE_WEBHOOK_SECRET } from "./payments/fake-stripe";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const appOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  const provider = await startFakeOAuthServer({ port: Number(process.env.E2E_OAUTH_PORT), redirectOrigin: appOrigin });
  const wechat = await startFakeWeChatServer({ port: Number(process.env.E2E_WECHAT_PORT), redirectOrigin: appOrigin });
  const model = await startFakeModelWithControl({
    modelPort: Number(process.env.E2E_AI_MODEL_PORT),
    controlPort: Number(process.env.E2E_AI_CONTROL_PORT),
  });
  const stripe = await startFakeStripeServer({ port: Number(process.env.E2E_STRIPE_PORT) });
  stripe.deliverTo(`http://127.0.0.1:${process.env.E2E_AI_PORT}/api/stripe/webhook`, E2E_STRIPE_WEBHOOK_SECRET);
  return async () => {
    await stripe.close();
    await model.close();
    await provider.close();
    await wechat.close();
  };
}
