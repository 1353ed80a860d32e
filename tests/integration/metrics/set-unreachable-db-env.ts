// Imported first: lib/server/env.ts reads process.env once. A database that refuses every connection.
process.env.AUTH_SECRET ||= "integration-metrics-secret-0123456789-abcdef";
process.env.LOG_LEVEL ||= "silent";
process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/unreachable";
