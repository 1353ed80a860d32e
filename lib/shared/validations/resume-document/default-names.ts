// Default section names per resume language (docs/product.md §3). Renaming on a language change relies on these tables.
import type { TResumeLang, TSectionKind } from "./document";

export const defaultSectionNames: Record<TResumeLang, Record<TSectionKind, string>> = {
  en: {
    empolyment: "Work Experience",
    education: "Education",
    skills: "Skills",
    profile: "Profile",
    certificate: "Certificates",
    project: "Projects",
    language: "Languages",
    hobby: "Hobbies",
  },
  es: {
    empolyment: "Experiencia laboral",
    education: "Educación",
    skills: "Habilidades",
    profile: "Perfil",
    certificate: "Certificados",
    project: "Proyectos",
    language: "Idiomas",
    hobby: "Aficiones",
  },
  fr: {
    empolyment: "Expérience professionnelle",
    education: "Formation",
    skills: "Compétences",
    profile: "Profil",
    certificate: "Certifications",
    project: "Projets",
    language: "Langues",
    hobby: "Centres d'intérêt",
  },
  ch: {
    empolyment: "工作经历",
    education: "教育背景",
    skills: "专业技能",
    profile: "个人简介",
    certificate: "证书",
    project: "项目经历",
    language: "语言能力",
    hobby: "兴趣爱好",
  },
  de: {
    empolyment: "Berufserfahrung",
    education: "Ausbildung",
    skills: "Kenntnisse",
    profile: "Profil",
    certificate: "Zertifikate",
    project: "Projekte",
    language: "Sprachen",
    hobby: "Hobbys",
  },
  ja: {
    empolyment: "職歴",
    education: "学歴",
    skills: "スキル",
    profile: "自己紹介",
    certificate: "資格",
    project: "プロジェクト",
    language: "語学",
    hobby: "趣味",
  },
  ko: {
    empolyment: "경력",
    education: "학력",
    skills: "기술",
    profile: "자기소개",
    certificate: "자격증",
    project: "프로젝트",
    language: "언어",
    hobby: "취미",
  },
  "zh-tw": {
    empolyment: "工作經歷",
    education: "教育背景",
    skills: "專業技能",
    profile: "個人簡介",
    certificate: "證書",
    project: "項目經歷",
    language: "語言能力",
    hobby: "興趣愛好",
  },
};

/** The kind whose default name (in any language) equals `name`, if any. */
export function kindOfDefaultName(name: string): TSectionKind | undefined {
  const trimmed = name.trim();
  for (const names of Object.values(defaultSectionNames)) {
    for (const [kind, value] of Object.entries(names) as [TSectionKind, string][]) {
      if (value === trimmed) return kind;
    }
  }
  return undefined;
}
