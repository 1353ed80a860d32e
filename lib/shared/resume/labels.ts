// Words the templates print themselves, in the resume's own language (config.lang), which may differ from the
// site's locale: an English-speaking user can write a Chinese resume.
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";

type Labels = {
  email: string;
  phone: string;
  location: string;
  birth: string;
  wechat: string;
  links: string;
  contact: string;
};

const en: Labels = {
  email: "Email",
  phone: "Phone",
  location: "Location",
  birth: "Born",
  wechat: "WeChat",
  links: "Links",
  contact: "Contact",
};
const ch: Labels = {
  email: "邮箱",
  phone: "电话",
  location: "所在地",
  birth: "出生年月",
  wechat: "微信",
  links: "链接",
  contact: "联系方式",
};

const labels: Record<TResumeLang, Labels> = {
  en,
  ch,
  es: {
    email: "Correo",
    phone: "Teléfono",
    location: "Ubicación",
    birth: "Nacimiento",
    wechat: "WeChat",
    links: "Enlaces",
    contact: "Contacto",
  },
  fr: {
    email: "E-mail",
    phone: "Téléphone",
    location: "Lieu",
    birth: "Naissance",
    wechat: "WeChat",
    links: "Liens",
    contact: "Contact",
  },
  de: {
    email: "E-Mail",
    phone: "Telefon",
    location: "Ort",
    birth: "Geboren",
    wechat: "WeChat",
    links: "Links",
    contact: "Kontakt",
  },
  ja: {
    email: "メール",
    phone: "電話",
    location: "所在地",
    birth: "生年月",
    wechat: "WeChat",
    links: "リンク",
    contact: "連絡先",
  },
  ko: {
    email: "이메일",
    phone: "전화",
    location: "위치",
    birth: "생년월",
    wechat: "WeChat",
    links: "링크",
    contact: "연락처",
  },
  "zh-tw": {
    email: "郵箱",
    phone: "電話",
    location: "所在地",
    birth: "出生年月",
    wechat: "微信",
    links: "連結",
    contact: "聯絡方式",
  },
};

export function resumeLabels(lang: TResumeLang): Labels {
  return labels[lang];
}

/** BCP 47 tag for the lang attribute, so screen readers and hyphenation pick the right language. */
export function htmlLangOf(lang: TResumeLang): string {
  return lang === "ch" ? "zh-CN" : lang === "zh-tw" ? "zh-TW" : lang;
}
