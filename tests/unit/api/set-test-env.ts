// Imported first by the API tests: lib/server/env.ts reads process.env once, on first use, and the logger uses it on import.
export const TEST_AUTH_SECRET = "unit-test-secret-0123456789-abcdefghij";

process.env.AUTH_SECRET = TEST_AUTH_SECRET;
process.env.LOG_LEVEL = "silent";
