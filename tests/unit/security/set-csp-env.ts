// Imported first: lib/server/env.ts reads process.env once. Every third party the policy must let in is configured.
process.env.LOG_LEVEL = "silent";
// NODE_ENV stays "test": not development, so no 'unsafe-eval'.
process.env.S3_PUBLIC_URL = "https://files.example.com/bucket";
process.env.TURNSTILE_SITE_KEY = "site-key";
process.env.TURNSTILE_SECRET_KEY = "secret-key";
process.env.GITHUB_CLIENT_ID = "gh-id";
process.env.GITHUB_CLIENT_SECRET = "gh-secret";
process.env.GOOGLE_CLIENT_ID = "g-id";
process.env.GOOGLE_CLIENT_SECRET = "g-secret";
process.env.WECHAT_APP_ID = "wx-id";
process.env.WECHAT_APP_SECRET = "wx-secret";
