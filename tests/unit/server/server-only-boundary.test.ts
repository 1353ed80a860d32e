// The server layer says so in its first import (issue 12 item 6): a client module that reaches it then fails the
// build instead of shipping database or Chromium code to the browser. ESLint's no-restricted-imports (eslint.config.mjs)
// catches the direct imports earlier; this catches a new service file that forgot the line.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";

const root = path.resolve(__dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("server-only modules", () => {
  const files = ["lib/db.ts", ...sourceFiles("lib/services"), ...sourceFiles("lib/pdf")];

  it.each(files)("%s imports server-only first", (file) => {
    const firstImport = readFileSync(path.join(root, file), "utf8").match(/^import .*$/m)?.[0];
    expect(firstImport).toBe('import "server-only";');
  });
});
