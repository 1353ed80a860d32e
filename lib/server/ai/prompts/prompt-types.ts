import "server-only";
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";

/** What a prompt builder returns: our instructions (system) and the user's data (prompt). */
export type TAiPrompt = { system: string; prompt: string };

/** Every task's prompt builder has this shape: its own input, and the language the model writes in. */
export type TPromptBuilder<Input> = (input: Input, options: { language: TResumeLang }) => TAiPrompt;
