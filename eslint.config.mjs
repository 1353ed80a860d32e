import next from "eslint-config-next";
import nextTypescript from "eslint-config-next/typescript";

// lib/ says where code runs (docs/architecture.md, "Layout"): lib/server (database, mail, Chromium, secrets), lib/client
// (browser state and calls) and lib/shared (schemas, the resume document, constants both sides use), each grouped by
// domain inside. Code that runs in the browser or is shared with it never imports the server layer (`import
// "server-only"` there fails the build only once a client module reaches it, tests/unit/server/server-only-boundary
// .test.ts); shared code never imports the client layer either. DTO types live in lib/shared/validations/<domain>/.
const serverLayer = { regex: "^(@/lib/server/|(\\.\\./)+server/)", message: "Server-only module: use lib/shared." };
const clientLayer = {
  regex: "^(@/lib/client/|(\\.\\./)+client/)",
  message: "Browser module: shared code cannot use it.",
};
// A "use client" module under app/ or components/ is browser code too; a server component there may read lib/server.
const SERVER_SPEC = new RegExp(serverLayer.regex);
const layers = {
  rules: {
    "client-module-imports": {
      meta: { type: "problem", schema: [] },
      create(context) {
        const [first] = context.sourceCode.ast.body;
        if (first?.type !== "ExpressionStatement" || first.directive !== "use client") return {};
        const check = (node) => {
          if (typeof node.source?.value === "string" && SERVER_SPEC.test(node.source.value))
            context.report({ node, message: `'${node.source.value}': ${serverLayer.message}` });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
const layerBoundaries = [
  {
    files: ["app/**", "components/**", "i18n/**"],
    plugins: { layers },
    rules: { "layers/client-module-imports": "error" },
  },
  {
    files: ["lib/client/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverLayer] }] },
  },
  {
    files: ["lib/shared/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverLayer, clientLayer] }] },
  },
];

const config = [
  ...next,
  ...nextTypescript,
  { ignores: ["generated/**", ".next*/**", ".data/**", "node_modules/**", "scripts/prisma-*.mjs", "test-results/**"] },
  { rules: { "@typescript-eslint/no-explicit-any": "error" } },
  ...layerBoundaries,
];

export default config;
