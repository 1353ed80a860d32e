// Scripting the fake model of the AI-on e2e server from a spec (tests/e2e/ai/fake-model-control.ts). Replies are keyed
// by markers in the model's prompt: the check call carries `"keyword": "<as typed>"`, the generation call
// `"jobTitle": "<the check's normalizedTitle>"` (lib/server/ai/prompts). Each test uses its own job title, so parallel tests
// never share a reply.
import type { FakeReply, FakeUsage } from "../../fakes/openai-server";
import type { TResumeDraft, TResumeDraftEntry } from "@/lib/shared/validations/ai/resume-draft";

const control = () => `http://127.0.0.1:${process.env.E2E_AI_CONTROL_PORT}`;

async function when(marker: string, reply: FakeReply): Promise<void> {
  const response = await fetch(`${control()}/when`, { method: "POST", body: JSON.stringify({ marker, reply }) });
  if (!response.ok) throw new Error(`fake model control answered ${response.status}`);
}

/** How many model calls carried `marker` (e.g. a job title). */
export async function modelCalls(marker: string): Promise<number> {
  const response = await fetch(`${control()}/requests?marker=${encodeURIComponent(marker)}`);
  return ((await response.json()) as { count: number }).count;
}

/** A job title no other test uses. */
export const uniqueTitle = (title: string): string =>
  `${title} ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

/** The check's answer for `keyword`: a job title, normalized to `normalizedTitle`, or (null) not a job title. */
export function scriptJobTitleCheck(keyword: string, normalizedTitle: string | null): Promise<void> {
  return when(`"keyword": ${JSON.stringify(keyword)}`, {
    kind: "json",
    content: { isJobTitle: normalizedTitle !== null, normalizedTitle: normalizedTitle ?? "" },
  });
}

/** The usage the fake reports for a generation: the user is charged exactly this (the reservation's rest refunded). */
export const GENERATION_USAGE: FakeUsage = { prompt_tokens: 400, completion_tokens: 800, total_tokens: 1200 };

/** The generation's answer for the normalized title, streamed slowly enough to watch it arrive. */
export function scriptResume(normalizedTitle: string, draft: TResumeDraft): Promise<void> {
  return when(`"jobTitle": ${JSON.stringify(normalizedTitle)}`, {
    kind: "json",
    content: draft,
    chunks: 40,
    chunkDelayMs: 120,
    usage: GENERATION_USAGE,
  });
}

type Typed = Pick<TResumeDraftEntry, "title" | "organization" | "startDate" | "endDate">;

const entry = (typed: Typed, city: string, description: string): TResumeDraftEntry => ({ ...typed, city, description });

/** A complete draft around the user's own entries, as the prompt asks the model for. */
export function resumeDraft(title: string, work: Typed[], education: Typed[], lang: "en" | "zh"): TResumeDraft {
  const zh = lang === "zh";
  return {
    title,
    summary: zh
      ? "五年前端开发经验，专注于性能优化和设计系统。"
      : "Frontend engineer with five years of experience in performance and design systems.",
    work: work.map((w) => entry(w, zh ? "上海" : "Berlin", zh ? "- 负责核心页面开发" : "- Led the checkout rewrite")),
    education: education.map((e) => entry(e, zh ? "北京" : "Munich", "")),
    projects: [
      {
        organization: zh ? "设计系统" : "Design system",
        title: zh ? "负责人" : "Lead",
        startDate: "2022-01",
        endDate: "2023-06",
        city: "",
        description: zh ? "- 组件库覆盖 40 个页面" : "- Components used on 40 pages",
      },
    ],
    skills: [
      { name: "TypeScript", level: zh ? "精通" : "Expert" },
      { name: "React", level: zh ? "精通" : "Expert" },
      { name: "CSS", level: zh ? "熟练" : "Advanced" },
    ],
  };
}

// The editor's AI actions (issue 15). The polish prompt carries each text as `"text": <JSON string>`, the translation
// prompt the same for every text of the resume (lib/server/ai/prompts): a text unique to the test is its marker.

/** The marker of a prompt that carries `text` among its data. */
export const textMarker = (text: string): string => `"text": ${JSON.stringify(text)}`;

// The texts appear in both prompts (a polish sends { path, text }, a translation { id, text }, pretty-printed by
// dataBlock), so a marker that must tell them apart includes the key before the text.
const entryMarker = (key: string, value: string, text: string) =>
  `${JSON.stringify(key)}: ${JSON.stringify(value)},\n      ${textMarker(text)}`;

/** The polish call that includes the text at `path`. */
export const polishMarker = (path: string, text: string): string => entryMarker("path", path, text);

/** The translation call of a resume whose job title is `title`. */
export const translationMarker = (title: string): string => entryMarker("id", "basic.title", title);

/** The usage the fake reports for a polish or a translation: what the user is charged. */
export const EDITOR_AI_USAGE: FakeUsage = { prompt_tokens: 300, completion_tokens: 200, total_tokens: 500 };

/** Polish suggestions for the call whose texts include `marker`, streamed one chunk at a time. */
export function scriptPolish(marker: string, suggestions: { path: string; suggestion: string }[]): Promise<void> {
  return when(marker, { kind: "json", content: { suggestions }, chunks: 12, chunkDelayMs: 80, usage: EDITOR_AI_USAGE });
}

/** A translation for the call whose texts include `marker`. */
export function scriptTranslation(marker: string, translations: { id: string; text: string }[]): Promise<void> {
  return when(marker, {
    kind: "json",
    content: { translations },
    chunks: 16,
    chunkDelayMs: 100,
    usage: EDITOR_AI_USAGE,
  });
}

/** The model failing (a 500) for the call whose texts include `marker`. */
export function scriptModelError(marker: string): Promise<void> {
  return when(marker, { kind: "error", status: 500, message: "The fake model failed on purpose" });
}

/** A stream that starts and then never ends, until the client goes away (a polish the user cancels). */
export function scriptStall(marker: string): Promise<void> {
  return when(marker, { kind: "stall", text: '{"suggestions": [' });
}

/** The upload's AI check of a parsed file (tests/integration/upload-parse/fixture-files.ts docxResume): nothing to
 * correct, so the parser's draft is kept as checked. `basicInfo` is the parser's, which the prompt carries. */
export function scriptRefinementKeeping(basicInfo: { name: string; email: string; cellphone: string }): Promise<void> {
  return when(`"name": ${JSON.stringify(basicInfo.name)}`, {
    kind: "json",
    content: { basicInfo: { ...basicInfo, title: "", location: "" }, links: [], sections: [] },
    delayMs: 1_500,
  });
}
