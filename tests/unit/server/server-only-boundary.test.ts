// The server layer says so in its first import (issue 12 item 6, issue 22 item 5): a client module that reaches it then
// fails the build instead of shipping database, mail or Chromium code to the browser. ESLint's no-restricted-imports
// (eslint.config.mjs) catches the direct imports earlier; this catches a new server file that forgot the line. The
// folders are the lint rule's own list (`serverFolders`), so the two cannot drift apart.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";

const root = path.resolve(__dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function serverFolders(): string[] {
  const list = readFileSync(path.join(root, "eslint.config.mjs"), "utf8").match(/const serverFolders = (\[.*\]);/)?.[1];
  if (!list) throw new Error("eslint.config.mjs no longer declares `const serverFolders = [...]`");
  return JSON.parse(list) as string[];
}

describe("server-only modules", () => {
  const folders = serverFolders();

  it("lists every server folder", () => {
    expect(folders).toEqual(expect.arrayContaining(["services", "pdf", "auth", "mail", "storage", "sms", "captcha"]));
  });

  const files = ["lib/db.ts", ...folders.flatMap((folder) => sourceFiles(`lib/${folder}`))];

  it.each(files)("%s imports server-only first", (file) => {
    const firstImport = readFileSync(path.join(root, file), "utf8").match(/^import .*$/m)?.[0];
    expect(firstImport).toBe('import "server-only";');
  });
});
