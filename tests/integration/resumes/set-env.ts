// Imported first: lib/server/env.ts reads process.env once. scripts/test.mjs sets these; a direct jest run may not.
process.env.AUTH_SECRET ||= "integration-resumes-secret-0123456789-abcdef";
process.env.LOG_LEVEL ||= "silent";
