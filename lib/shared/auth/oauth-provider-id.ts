// The OAuth providers the app knows: the server lists the configured ones (oauthProviders, lib/server/env.ts) and the
// sign-in page draws a button for each.
export type OAuthProviderId = "google" | "github" | "wechat";
