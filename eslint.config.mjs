import next from "eslint-config-next";
import nextTypescript from "eslint-config-next/typescript";

// Code that runs in the browser, or is shared with it, never imports the server layer (`import "server-only"` there
// fails the build only once a client module reaches it); DTO types live in lib/validations/<domain>/*-dto.ts and
// constants both sides use in lib/shared/. Every file in these folders (and lib/db.ts) imports "server-only" first
// (tests/unit/server/server-only-boundary.test.ts reads this list). One regex, since `group` globs take no braces.
const serverFolders = ["services", "pdf", "auth", "mail", "storage", "sms", "captcha"];

const serverBoundary = {
  files: [
    "components/**",
    "i18n/**",
    "lib/{api-client,catalogue,editor,forms,guides,i18n,pricing,resume,resume-import,shared,templates,utils,validations}/**",
  ],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `/lib/(db$|(${serverFolders.join("|")})/)`,
            message:
              "Server-only module: DTO types are in @/lib/validations/<domain>/*-dto, shared constants in @/lib/shared.",
          },
        ],
      },
    ],
  },
};

const config = [
  ...next,
  ...nextTypescript,
  { ignores: ["generated/**", ".next*/**", ".data/**", "node_modules/**", "scripts/prisma-*.mjs", "test-results/**"] },
  { rules: { "@typescript-eslint/no-explicit-any": "error" } },
  serverBoundary,
];

export default config;
