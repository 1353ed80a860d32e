#!/usr/bin/env node
// Runs `prisma generate` offline: the CLI only needs PRISMA_SCHEMA_ENGINE_BINARY to name an existing
// executable (our wasm shim), so no engine is downloaded. Runs from the project's own postinstall.
import { runPrisma } from "./prisma-cli.mjs";

process.exit(await runPrisma(["generate"]));
