// Imported first: lib/server/env.ts reads process.env once. One trusted proxy, so its X-Forwarded-Proto counts.
process.env.AUTH_SECRET ||= "integration-headers-secret-0123456789-abcdef";
process.env.LOG_LEVEL ||= "silent";
process.env.TRUST_PROXY = "1";
