// Contact fields a resume's language expects (issue 21 item 5). Chinese resumes customarily give a date of birth and
// a WeChat ID; an English one shows neither (many employers must not even see a birth date), so the editor offers
// them only behind "Add date of birth" / "Add WeChat", and the English samples leave them out. A value already in a
// document is always shown and printed.
import type { TBasicInfo, TResumeLang } from "@/lib/shared/validations/resume-document/document";

export type OptionalContact = Extract<keyof TBasicInfo, "birth" | "wechat">;
export const optionalContacts: readonly OptionalContact[] = ["birth", "wechat"];

/** WeChat is a Chinese-language habit; a birth date also is in Japanese, Korean and German CVs. */
const expected: Record<OptionalContact, ReadonlySet<TResumeLang>> = {
  birth: new Set(["ch", "zh-tw", "ja", "ko", "de"]),
  wechat: new Set(["ch", "zh-tw"]),
};

export function contactOnByDefault(field: OptionalContact, lang: TResumeLang): boolean {
  return expected[field].has(lang);
}
