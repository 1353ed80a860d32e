// Imported first: lib/server/env.ts reads process.env once. /metrics behind a token.
process.env.AUTH_SECRET ||= "integration-metrics-secret-0123456789-abcdef";
process.env.LOG_LEVEL ||= "silent";
process.env.METRICS_TOKEN = "integration-metrics-token-0123456789";
process.env.TRUST_PROXY = "0";
