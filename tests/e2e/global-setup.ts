// Starts the fakes for the whole run (their ports come from playwright.config.ts) and stops them after: the OAuth
// provider, and the OpenAI-compatible model the AI-on server calls (with its control server for the specs).
import { startFakeOAuthServer } from "../fakes/oauth-server";
import { startFakeModelWithControl } from "./ai/fake-model-control";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const appOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  const provider = await startFakeOAuthServer({ port: Number(process.env.E2E_OAUTH_PORT), redirectOrigin: appOrigin });
  const model = await startFakeModelWithControl({
    modelPort: Number(process.env.E2E_AI_MODEL_PORT),
    controlPort: Number(process.env.E2E_AI_CONTROL_PORT),
  });
  return async () => {
    await model.close();
    await provider.close();
  };
}
