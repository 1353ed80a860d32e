// What the AI refinement tests use, loaded by ai-refine.test.ts once the environment points at the fake model
// (lib/server/env.ts reads process.env once, so no app module may be imported before that).
export { db } from "@/lib/server/db";
export { grantTokens } from "@/lib/server/services/ledger/grant-tokens";
export { REFINE_MARKER } from "@/lib/server/ai/prompts/refine-parsed-resume";
export { parseFinishMessages } from "@/lib/shared/validations/resume-parse/parse-messages";
export { seedUser } from "@/tests/integration/resumes/helpers";
export { balanceOf, ledgerSum, rowsOf } from "@/tests/integration/tokens/helpers";
export { createTask, streamTask } from "./upload-api";
