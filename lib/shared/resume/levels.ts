// The fixed scales the editor offers (docs/product.md §3 skills and languages): skill level and language proficiency,
// worded in the resume's language. The chosen word is what the resume prints (skills: description, languages:
// subTitle); a value typed before the scales existed is kept as typed.
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";

export type LevelScale = "skill" | "language";

const scales: Record<LevelScale, Record<TResumeLang, readonly string[]>> = {
  skill: {
    en: ["Beginner", "Intermediate", "Advanced", "Expert"],
    es: ["Básico", "Intermedio", "Avanzado", "Experto"],
    fr: ["Débutant", "Intermédiaire", "Avancé", "Expert"],
    de: ["Grundkenntnisse", "Fortgeschritten", "Sehr gut", "Experte"],
    ch: ["了解", "熟悉", "熟练", "精通"],
    "zh-tw": ["了解", "熟悉", "熟練", "精通"],
    ja: ["初級", "中級", "上級", "エキスパート"],
    ko: ["초급", "중급", "고급", "전문가"],
  },
  language: {
    en: ["Elementary", "Conversational", "Professional", "Fluent", "Native"],
    es: ["Básico", "Conversacional", "Profesional", "Fluido", "Nativo"],
    fr: ["Notions", "Conversation", "Professionnel", "Courant", "Langue maternelle"],
    de: ["Grundkenntnisse", "Konversation", "Verhandlungssicher", "Fließend", "Muttersprache"],
    ch: ["入门", "日常交流", "工作语言", "流利", "母语"],
    "zh-tw": ["入門", "日常交流", "工作語言", "流利", "母語"],
    ja: ["初級", "日常会話", "ビジネス", "流暢", "ネイティブ"],
    ko: ["초급", "일상 회화", "업무 가능", "유창", "원어민"],
  },
};

/** How full a skill bar or dot row is for each step of a scale (0–100). */
const meters: Record<LevelScale, readonly number[]> = { skill: [40, 60, 80, 100], language: [40, 60, 75, 90, 100] };

export function levelOptions(scale: LevelScale, lang: TResumeLang): readonly string[] {
  return scales[scale][lang];
}

/** The step a stored value names, in any resume language (a resume whose language changed still shows its step);
 * -1 for free text. */
export function levelIndex(scale: LevelScale, value: string): number {
  const text = value.trim().toLowerCase();
  if (!text) return -1;
  for (const words of Object.values(scales[scale])) {
    const index = words.findIndex((word) => word.toLowerCase() === text);
    if (index >= 0) return index;
  }
  return -1;
}

/** 0–100 for a value on either scale, or null for free text. */
export function levelMeter(value: string): number | null {
  for (const scale of ["skill", "language"] as const) {
    const index = levelIndex(scale, value);
    if (index >= 0) return meters[scale][index] ?? null;
  }
  return null;
}
