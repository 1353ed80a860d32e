import next from "eslint-config-next";
import nextTypescript from "eslint-config-next/typescript";

// Code that runs in the browser, or is shared with it, never imports the server layer (`import "server-only"` there
// fails the build only once a client module reaches it); DTO types live in lib/validations/<domain>/*-dto.ts.
const serverBoundary = {
  files: [
    "components/**",
    "i18n/**",
    "lib/{api-client,catalogue,editor,forms,guides,i18n,pricing,resume,resume-import,templates,utils,validations}/**",
  ],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: [
              "@/lib/services/**",
              "@/lib/pdf/**",
              "@/lib/db",
              "**/lib/services/**",
              "**/lib/pdf/**",
              "**/lib/db",
            ],
            message: "Server-only module: import the DTO type from @/lib/validations/<domain>/*-dto instead.",
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
