// Imported first: lib/server/env.ts reads process.env once. Mail goes to a private outbox this suite reads codes from.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.AUTH_SECRET ||= "integration-admin-secret-0123456789-abcdef";
process.env.LOG_LEVEL ||= "silent";
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "rb-admin-"));
delete process.env.SMTP_URL;
