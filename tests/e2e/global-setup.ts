// Starts the fake OAuth provider for the whole run (its port comes from playwright.config.ts) and stops it after.
import { startFakeOAuthServer } from "../fakes/oauth-server";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const appOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  const provider = await startFakeOAuthServer({ port: Number(process.env.E2E_OAUTH_PORT), redirectOrigin: appOrigin });
  return () => provider.close();
}
