// "Start from a template" (issue 26 item 3): the cover letter without AI, a structured letter in the resume's language
// (greeting, why this role, what I bring, closing) that the user fills in. What the resume says (its headline and up
// to five skills) and what the job says (company and role) are filled in; what only the user knows is left as a
// bracketed prompt to replace. Pure, so the server answers it and tests read it without a database.
import type { TResumeData, TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { isSkillLike, printableItems } from "@/lib/shared/resume/printable-items";

export type TTemplateLetterInput = {
  lang: TResumeLang;
  /** The application's resume; null when none is attached (the letter then asks for what it would have said). */
  resume: Pick<TResumeData, "basicInfo" | "sections"> | null;
  job: { company: string; role: string };
};

type Parts = {
  greeting: (company: string) => string;
  whyRole: (role: string, company: string) => string;
  whyPrompt: string;
  bring: (headline: string, skills: string) => string;
  bringPrompt: string;
  closing: (company: string) => string;
  signOff: string;
  namePrompt: string;
  /** How skills are joined: ", " or "、". */
  join: string;
  /** Between two sentences: a space, or nothing in Chinese and Japanese. */
  gap: string;
};

const MAX_SKILLS = 5;

const parts: Record<TResumeLang, Parts> = {
  en: {
    greeting: (company) => (company ? `Dear Hiring Manager at ${company},` : "Dear Hiring Manager,"),
    whyRole: (role, company) => `I am writing to apply for the ${role} position${company ? ` at ${company}` : ""}.`,
    whyPrompt: "[Why this role and this company appeal to you, in one or two sentences.]",
    bring: (headline, skills) =>
      [headline && `As a ${headline}`, skills && `I bring experience in ${skills}`].filter(Boolean).join(", ") + ".",
    bringPrompt: "[One or two results from your resume that fit what the job asks for.]",
    closing: (company) =>
      `Thank you for your time and consideration. I would welcome the chance to discuss how I can contribute${company ? ` to ${company}` : ""}.`,
    signOff: "Sincerely,",
    namePrompt: "[Your name]",
    join: ", ",
    gap: " ",
  },
  ch: {
    greeting: (company) => (company ? `尊敬的${company}招聘负责人：` : "尊敬的招聘负责人："),
    whyRole: (role, company) => `您好！我写信应聘${company ? `贵公司（${company}）的` : ""}${role}职位。`,
    whyPrompt: "【用一两句话说明这个职位和公司吸引您的原因。】",
    bring: (headline, skills) =>
      [headline && `作为一名${headline}`, skills && `我在${skills}方面积累了经验`].filter(Boolean).join("，") + "。",
    bringPrompt: "【写一两项简历中与职位要求相符的成果。】",
    closing: () => "感谢您抽出时间阅读我的求职信，期待有机会与您进一步沟通。",
    signOff: "此致\n敬礼",
    namePrompt: "【您的姓名】",
    join: "、",
    gap: "",
  },
  "zh-tw": {
    greeting: (company) => (company ? `親愛的${company}招募負責人：` : "親愛的招募負責人："),
    whyRole: (role, company) => `您好！我寫信應徵${company ? `貴公司（${company}）的` : ""}${role}職位。`,
    whyPrompt: "【用一兩句話說明這個職位和公司吸引您的原因。】",
    bring: (headline, skills) =>
      [headline && `身為一名${headline}`, skills && `我在${skills}方面累積了經驗`].filter(Boolean).join("，") + "。",
    bringPrompt: "【寫一兩項履歷中與職缺要求相符的成果。】",
    closing: () => "感謝您撥冗閱讀我的求職信，期待有機會與您進一步討論。",
    signOff: "敬祝 商祺",
    namePrompt: "【您的姓名】",
    join: "、",
    gap: "",
  },
  es: {
    greeting: (company) => (company ? `Estimado equipo de selección de ${company}:` : "Estimado equipo de selección:"),
    whyRole: (role, company) => `Les escribo para solicitar el puesto de ${role}${company ? ` en ${company}` : ""}.`,
    whyPrompt: "[Por qué le atraen este puesto y esta empresa, en una o dos frases.]",
    bring: (headline, skills) =>
      [headline && `Como ${headline}`, skills && `aporto experiencia en ${skills}`].filter(Boolean).join(", ") + ".",
    bringPrompt: "[Uno o dos logros de su currículum que encajen con lo que pide el puesto.]",
    closing: (company) =>
      `Gracias por su tiempo y consideración. Me encantaría conversar sobre cómo puedo contribuir${company ? ` a ${company}` : ""}.`,
    signOff: "Atentamente,",
    namePrompt: "[Su nombre]",
    join: ", ",
    gap: " ",
  },
  fr: {
    greeting: () => "Madame, Monsieur,",
    whyRole: (role, company) => `Je vous écris pour postuler au poste de ${role}${company ? ` chez ${company}` : ""}.`,
    whyPrompt: "[Pourquoi ce poste et cette entreprise vous attirent, en une ou deux phrases.]",
    bring: (headline, skills) =>
      [headline && `En tant que ${headline}`, skills && `j'apporte une expérience en ${skills}`]
        .filter(Boolean)
        .join(", ") + ".",
    bringPrompt: "[Une ou deux réalisations de votre CV qui répondent aux attentes du poste.]",
    closing: (company) =>
      `Je vous remercie de votre attention et serais ravi(e) d'échanger sur ma contribution${company ? ` à ${company}` : ""}.`,
    signOff: "Veuillez agréer, Madame, Monsieur, mes salutations distinguées.",
    namePrompt: "[Votre nom]",
    join: ", ",
    gap: " ",
  },
  de: {
    greeting: () => "Sehr geehrte Damen und Herren,",
    whyRole: (role, company) =>
      `hiermit bewerbe ich mich um die Stelle als ${role}${company ? ` bei ${company}` : ""}.`,
    whyPrompt: "[Warum Sie diese Stelle und dieses Unternehmen ansprechen, in ein oder zwei Sätzen.]",
    bring: (headline, skills) =>
      [headline && `Als ${headline}`, skills && `bringe ich Erfahrung in ${skills} mit`].filter(Boolean).join(" ") +
      ".",
    bringPrompt: "[Ein oder zwei Erfolge aus Ihrem Lebenslauf, die zu den Anforderungen passen.]",
    closing: (company) =>
      `Vielen Dank für Ihre Zeit. Ich freue mich auf ein Gespräch darüber, wie ich${company ? ` ${company}` : ""} unterstützen kann.`,
    signOff: "Mit freundlichen Grüßen",
    namePrompt: "[Ihr Name]",
    join: ", ",
    gap: " ",
  },
  ja: {
    greeting: (company) => (company ? `${company} 採用ご担当者様` : "採用ご担当者様"),
    whyRole: (role) => `${role}のポジションに応募いたしたく、ご連絡いたしました。`,
    whyPrompt: "【このポジションと企業に惹かれる理由を一、二文で。】",
    bring: (headline, skills) =>
      [headline && `${headline}として`, skills && `${skills}の経験を活かせます`].filter(Boolean).join("、") + "。",
    bringPrompt: "【職務の要件に合う、履歴書にある成果を一つか二つ。】",
    closing: () => "ご検討のほど、よろしくお願い申し上げます。お話しする機会をいただければ幸いです。",
    signOff: "敬具",
    namePrompt: "【お名前】",
    join: "、",
    gap: "",
  },
  ko: {
    greeting: (company) => (company ? `${company} 채용 담당자님께` : "채용 담당자님께"),
    whyRole: (role, company) => `${company ? `${company}의 ` : ""}${role} 직무에 지원하고자 연락드립니다.`,
    whyPrompt: "[이 직무와 회사에 끌리는 이유를 한두 문장으로.]",
    bring: (headline, skills) =>
      [headline && `${headline}로서`, skills && `${skills} 분야의 경험을 갖추고 있습니다`].filter(Boolean).join(" ") +
      ".",
    bringPrompt: "[직무 요건에 맞는 이력서의 성과 한두 가지.]",
    closing: () => "시간 내어 검토해 주셔서 감사합니다. 기여할 수 있는 부분에 대해 이야기 나눌 기회를 기대합니다.",
    signOff: "감사합니다.",
    namePrompt: "[이름]",
    join: ", ",
    gap: " ",
  },
};

/** One line: white space runs (line breaks included) become single spaces. */
const oneLine = (text: string) => text.replace(/\s+/gu, " ").trim();

/**
 * The resume's skills as printed: the names of its skill-like sections' entries, the first few, without repeats; a
 * seeded sample entry the user never edited is not theirs and is left out.
 */
export function resumeSkills(resume: Pick<TResumeData, "sections">, max = MAX_SKILLS): string[] {
  const seen = new Map<string, string>();
  for (const section of resume.sections.filter(isSkillLike))
    for (const item of printableItems(section).filter((i) => !i.sample)) {
      const name = oneLine(item.title);
      if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
    }
  return [...seen.values()].slice(0, max);
}

export function templateLetter({ lang, resume, job }: TTemplateLetterInput): string {
  const p = parts[lang];
  const company = oneLine(job.company);
  const role = oneLine(job.role);
  const headline = oneLine(resume?.basicInfo.title ?? "");
  const skills = resume ? resumeSkills(resume).join(p.join) : "";
  const name = oneLine(resume?.basicInfo.name ?? "") || p.namePrompt;
  const bring = headline || skills ? `${p.bring(headline, skills)}${p.gap}${p.bringPrompt}` : p.bringPrompt;
  return [
    p.greeting(company),
    `${p.whyRole(role, company)}${p.gap}${p.whyPrompt}`,
    bring,
    p.closing(company),
    `${p.signOff}\n${name}`,
  ].join("\n\n");
}
