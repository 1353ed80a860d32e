// The server layer says so in its first import: a client module that reaches lib/server then fails the build instead
// of shipping database, mail or Chromium code to the browser. ESLint (eslint.config.mjs, `layerBoundaries`) catches
// the direct imports earlier; this catches a new server file that forgot the line. The few files that also load
// outside a Next server bundle (proxy.ts, the extraction worker, bench scripts), where the import would throw, say so
// in a comment that starts with "Not server-only:".
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";

const root = path.resolve(__dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("lib/ by where code runs", () => {
  it("has only the server, client and shared layers", () => {
    expect(readdirSync(path.join(root, "lib")).sort()).toEqual(["client", "server", "shared"]);
  });

  const server = sourceFiles("lib/server");
  const optedOut = server.filter((file) =>
    /^\/\/ Not server-only: /m.test(readFileSync(path.join(root, file), "utf8")),
  );

  it.each(server.filter((file) => !optedOut.includes(file)))("%s imports server-only first", (file) => {
    const firstImport = readFileSync(path.join(root, file), "utf8").match(/^import .*$/m)?.[0];
    expect(firstImport).toBe('import "server-only";');
  });

  it("leaves only a few files outside the marker, none of them the database, mail or secrets' readers", () => {
    expect(optedOut.length).toBeLessThan(server.length / 4);
    for (const file of optedOut) expect(file).not.toMatch(/^lib\/server\/(db\.ts|services|mail|storage|sms|auth)\b/);
  });

  it.each([...sourceFiles("lib/client"), ...sourceFiles("lib/shared")])("%s does not import server-only", (file) => {
    expect(readFileSync(path.join(root, file), "utf8")).not.toContain('import "server-only"');
  });
});
