// The events of GET /api/generateResumeByStream (SPEC §7) and their `data`, for the creator page to read. `finish`
// carries the new resume's id as plain text (SPEC: "finish (data = new resume id)"); the others carry JSON.
import type { TResumeDraft } from "./resume-draft";

/** `message`: the resume draft so far (every field present, texts empty until written); it restarts on a repair. */
export type TCreatorMessageData = { draft: TResumeDraft };
/** `validateFail`: the model judged the keyword not to be a job title after all; nothing is charged. */
export type TCreatorValidateFailData = { keyword: string };
/** `error`: why the task failed or could not start (docs/api.md); the code is translated like any API error. */
export type TCreatorErrorData = { code: number; message: string };
