// The person of a LinkedIn export (issue 24 item 4): Profile.csv, Email Addresses.csv and PhoneNumbers.csv → the
// resume's basic information, links and summary. A value with a field of its own goes there when it fits (name,
// headline, location, birth date, WeChat, the primary e-mail address, a mobile number); everything else — the
// maiden name, the street address and zip code, the industry, other addresses, numbers and messengers, anything too
// long for its field — becomes a "details" entry (an item of the "Additional Information" section). The e-mail
// file's Confirmed, Primary and Updated On columns and the phone file's Type only choose which value leads.
import "server-only";
import { MAX_LINKS, type TBasicInfo, type TLink } from "@/lib/shared/validations/resume-document/document";
import {
  cell,
  linkedInRows,
  type TLinkedInContent,
  type TLinkedInRow,
} from "@/lib/shared/validations/resume-parse/linkedin-content";
import { importText } from "./linkedin-items";
import { columnLabel, websiteKinds, type TLinkedInLabels } from "./linkedin-labels";

export type TDetail = { label: string; value: string };
/** Links without ids: the document gives them theirs when it is parsed (resume-document/link-ids.ts). */
export type TLinkedInBasics = {
  basicInfo: Partial<TBasicInfo>;
  links: Pick<TLink, "name" | "src">[];
  summary: string;
  details: TDetail[];
};
const hasLatin = (text: string) => /[A-Za-z]/.test(text);

/**
 * "[PORTFOLIO:https://a.example,OTHER:https://b.example]" → [["PORTFOLIO", "https://a.example"], …]; a plain value
 * is one entry without a kind. A comma inside an address (not followed by a new "KIND:") stays in it.
 */
export function splitTypedList(value: string): { kind: string; value: string }[] {
  const inner = value.trim().replace(/^\[([\s\S]*)\]$/, "$1");
  const parts: { kind: string; value: string }[] = [];
  for (const piece of inner.split(",")) {
    const typed = /^\s*([A-Z][A-Z_ ]{0,30}):(?!\/\/)\s*([\s\S]*)$/.exec(piece);
    const last = parts.at(-1);
    if (typed) parts.push({ kind: typed[1] ?? "", value: (typed[2] ?? "").trim() });
    else if (last && last.kind) last.value += `,${piece}`;
    else parts.push({ kind: "", value: piece.trim() });
  }
  return parts.filter((p) => p.value !== "");
}

type TPut = (key: keyof TBasicInfo, value: string, max: number, label: string) => void;

function profileOf(row: TLinkedInRow, labels: TLinkedInLabels, lang: "en" | "ch", out: TLinkedInBasics, put: TPut) {
  const detail = (column: string, value: string) => out.details.push({ label: columnLabel(labels, column), value });
  const link = (name: string, src: string, column: string, raw: string) => {
    const href = /^[a-z][a-z0-9+.-]*:/i.test(src) ? src : `https://${src}`;
    if (out.links.length < MAX_LINKS && name.length <= 80 && href.length <= 2048 && !/\s/.test(href))
      out.links.push({ name, src: href });
    else detail(column, raw);
  };
  const first = cell(row, "First Name").trim();
  const last = cell(row, "Last Name").trim();
  // 王 + 小明 is 王小明; Jane + Doe is Jane Doe.
  const name = hasLatin(first + last) ? [first, last].filter(Boolean).join(" ") : `${last}${first}`;
  if (name) put("name", name, 120, columnLabel(labels, "Full Name"));
  const geo = cell(row, "Geo Location").trim();
  for (const [column, raw] of row) {
    const value = raw.trim();
    if (!value || column === "First Name" || column === "Last Name") continue;
    const label = columnLabel(labels, column);
    if (column === "Summary") out.summary = importText(value);
    else if (column === "Headline") put("title", value, 120, label);
    else if (column === "Geo Location") put("location", value, 120, label);
    else if (column === "Address" && !geo) put("location", value, 120, label);
    else if (column === "Birth Date") put("birth", value, 40, label);
    else if (column === "Websites")
      for (const site of splitTypedList(value))
        link(websiteKinds[lang][site.kind] ?? websiteKinds[lang].OTHER ?? site.kind, site.value, column, site.value);
    else if (column === "Twitter Handles")
      for (const { value: handle } of splitTypedList(value)) {
        const user = handle.replace(/^@/, "");
        if (/^\w{1,50}$/.test(user)) link("Twitter", `https://twitter.com/${user}`, column, handle);
        else detail(column, handle);
      }
    else if (column === "Instant Messengers")
      for (const im of splitTypedList(value)) {
        if (/^(WECHAT|WEIXIN)$/.test(im.kind) && !out.basicInfo.wechat) put("wechat", im.value, 80, label);
        else detail(column, im.kind ? `${im.kind}: ${im.value}` : im.value);
      }
    else detail(column, value);
  }
}

function contactsOf(content: TLinkedInContent, labels: TLinkedInLabels, out: TLinkedInBasics, put: TPut) {
  const emails = linkedInRows(content.files["Email Addresses"]);
  const primary = emails.find((e) => cell(e, "Primary").trim() === "Yes") ?? emails[0];
  for (const row of emails) {
    const address = cell(row, "Email Address").trim();
    if (!address) continue;
    if (row === primary) put("email", address, 254, columnLabel(labels, "Email Address"));
    else out.details.push({ label: columnLabel(labels, "Email Address"), value: address });
  }
  const phones = linkedInRows(content.files.PhoneNumbers);
  const mobile = phones.find((p) => /mobile/i.test(cell(p, "Type"))) ?? phones[0];
  for (const row of phones) {
    const extension = cell(row, "Extension").trim();
    const number = [cell(row, "Number").trim(), extension && `ext. ${extension}`].filter(Boolean).join(" ");
    if (!number) continue;
    // "Phone (Work)"; a type too long for a heading stays with the number.
    const type = cell(row, "Type").trim();
    const short = type.length <= 40;
    const label = `${columnLabel(labels, "Number")}${type && short ? ` (${type})` : ""}`;
    const value = short ? number : `${number} (${type})`;
    if (row === mobile && short) put("cellphone", number, 40, label);
    else out.details.push({ label, value });
  }
}

export function linkedInBasics(content: TLinkedInContent, labels: TLinkedInLabels, lang: "en" | "ch"): TLinkedInBasics {
  const out: TLinkedInBasics = { basicInfo: {}, links: [], summary: "", details: [] };
  const put: TPut = (key, value, max, label) => {
    if (value.length <= max && !value.includes("\n") && !out.basicInfo[key]) out.basicInfo[key] = value;
    else out.details.push({ label, value });
  };
  const profile = linkedInRows(content.files.Profile)[0];
  if (profile) profileOf(profile, labels, lang, out, put);
  contactsOf(content, labels, out, put);
  return out;
}
