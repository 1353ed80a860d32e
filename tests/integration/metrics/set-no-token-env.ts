// Imported first: lib/server/env.ts reads process.env once. /metrics without a token: hidden from everyone.
process.env.AUTH_SECRET ||= "integration-metrics-secret-0123456789-abcdef";
process.env.LOG_LEVEL ||= "silent";
delete process.env.METRICS_TOKEN;
process.env.TRUST_PROXY = "0";
