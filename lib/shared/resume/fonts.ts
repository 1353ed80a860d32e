// Resume fonts, all self-hosted from @fontsource packages (components/resume-document/resume-fonts.css). Latin faces are the
// static builds (a variable font prints into PDFs as Type 3). Every stack ends in a Chinese web font: system CJK fonts
// put wrong code points into PDF text (see the recipes), so they are never used.
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";

export type ResumeFont = { id: string; label: string; labelZh: string; family: string; serif: boolean };

const SANS_SC = '"Noto Sans SC"';
const SERIF_SC = '"Noto Serif SC"';

export const resumeFonts: ResumeFont[] = [
  {
    id: "inter",
    label: "Inter",
    labelZh: "Inter（思源黑体）",
    family: `"Inter", ${SANS_SC}, sans-serif`,
    serif: false,
  },
  {
    id: "roboto",
    label: "Roboto",
    labelZh: "Roboto（思源黑体）",
    family: `"Roboto", ${SANS_SC}, sans-serif`,
    serif: false,
  },
  {
    id: "ibm-plex-sans",
    label: "IBM Plex Sans",
    labelZh: "IBM Plex Sans（思源黑体）",
    family: `"IBM Plex Sans", ${SANS_SC}, sans-serif`,
    serif: false,
  },
  { id: "noto-sans-sc", label: "Noto Sans SC", labelZh: "思源黑体", family: `${SANS_SC}, sans-serif`, serif: false },
  { id: "lora", label: "Lora", labelZh: "Lora（思源宋体）", family: `"Lora", ${SERIF_SC}, serif`, serif: true },
  {
    id: "source-serif-4",
    label: "Source Serif 4",
    labelZh: "Source Serif 4（思源宋体）",
    family: `"Source Serif 4", ${SERIF_SC}, serif`,
    serif: true,
  },
  {
    id: "merriweather",
    label: "Merriweather",
    labelZh: "Merriweather（思源宋体）",
    family: `"Merriweather", ${SERIF_SC}, serif`,
    serif: true,
  },
  { id: "noto-serif-sc", label: "Noto Serif SC", labelZh: "思源宋体", family: `${SERIF_SC}, serif`, serif: true },
];

/** The CSS family stack of a font id; unknown ids fall back to the default font. */
export function fontFamily(id: string): string {
  return (resumeFonts.find((font) => font.id === id) ?? resumeFonts[0])?.family ?? `${SANS_SC}, sans-serif`;
}

/** Resume languages whose labels (section names, "至今", contact captions) are in Chinese, Japanese or Korean script. */
const CJK_LANGS = new Set<TResumeLang>(["ch", "zh-tw", "ja", "ko"]);
/** A character a Latin face has no glyph for and the Chinese web fonts have: Han, kana, Hangul, CJK punctuation. */
const CJK_CHARACTER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/**
 * Whether a resume shows any text its stack's Chinese web font draws (Noto Sans SC or Noto Serif SC): its language's
 * labels, or such characters anywhere in its content. The public page links that face only then
 * (lib/server/fonts/font-sheets.ts); the print path always has it.
 */
export function needsCjkFace(lang: TResumeLang, data: unknown): boolean {
  return CJK_LANGS.has(lang) || CJK_CHARACTER.test(JSON.stringify(data) ?? "");
}

/** The font a resume's `config.font` names; unknown ids fall back to the default font, as fontFamily() does. */
export function resumeFont(id: string): ResumeFont {
  return resumeFonts.find((font) => font.id === id) ?? (resumeFonts[0] as ResumeFont);
}
