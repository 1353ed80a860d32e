// What the AI refinement tests use, loaded by ai-refine.test.ts once the environment points at the fake model
// (lib/env.ts reads process.env once, so no app module may be imported before that).
export { db } from "@/lib/db";
export { grantTokens } from "@/lib/services/ledger/grant-tokens";
export { REFINE_MARKER } from "@/lib/ai/prompts/refine-parsed-resume";
export { parseFinishMessages } from "@/lib/validations/resume-parse/parse-messages";
export { seedUser } from "@/tests/integration/resumes/helpers";
export { balanceOf, ledgerSum, rowsOf } from "@/tests/integration/tokens/helpers";
export { createTask, streamTask } from "./upload-api";
