import next from "eslint-config-next";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTypescript,
  { ignores: ["generated/**", ".next*/**", ".data/**", "node_modules/**", "scripts/prisma-*.mjs", "test-results/**"] },
  { rules: { "@typescript-eslint/no-explicit-any": "error" } },
];

export default config;
