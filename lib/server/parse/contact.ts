// Contact details in a line: email, phone (+86 mobiles, other international numbers, local formats), links
// (GitHub, LinkedIn, a personal site) and a location. Each answer is the text exactly as it stands in the line.
//
// The text comes from the client (issue 20 item 1), so every pattern here must stay linear in the line's length: a
// pattern that may start a match anywhere inside a long token re-reads the token from each position (one line of
// 40,000 letters took 12 s in the e-mail pattern alone). So the line is cut and its overlong tokens blanked first
// (`scannable`), and the unbounded patterns only start at the beginning of a token (a lookbehind) and have bounded
// repetitions.
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).

/** Contact details stand in short lines; only this much of a line is read for them. */
const MAX_SCAN_CHARS = 1_000;
/** No address, number or place is longer than this run of non-space; a longer run is blanked before the patterns run. */
const MAX_TOKEN_CHARS = 256;
const LONG_TOKEN = new RegExp(String.raw`\S{${MAX_TOKEN_CHARS + 1},}`, "g");

/** The line as the patterns read it: cut, overlong tokens as spaces. Same positions, so indices stay true. */
function scannable(text: string): string {
  const cut = text.slice(0, MAX_SCAN_CHARS);
  return cut.length > MAX_TOKEN_CHARS ? cut.replace(LONG_TOKEN, (m) => " ".repeat(m.length)) : cut;
}

// RFC 5321's limits: 64 for the local part, 253 for the domain. It starts only where a local part can start.
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}/;
const blankEmails = (text: string) => text.replace(new RegExp(EMAIL.source, "g"), (m) => " ".repeat(m.length));

const PHONES = [
  // +86 / 0086 and Chinese mobiles with or without separators: 138 0013 8000, 138-0013-8000, 13800138000.
  /(?:(?:\+|00)86[\s-]?)?1[3-9]\d(?:[\s-]?\d{4}){2}(?!\d)/,
  // International: +44 20 7946 0958, +1 (415) 555-0100, +49-30-1234567.
  /\+\d{1,3}[\s.-]?(?:\(\d{1,4}\)[\s.-]?)?\d{1,4}(?:[\s.-]?\d{2,4}){1,4}(?!\d)/,
  // North American and other local numbers: (415) 555-0100, 415-555-0100, 010-12345678.
  /\(\d{3}\)\s?\d{3}[\s.-]\d{4}(?!\d)|(?<![\d.])\d{3}[.-]\d{3}[.-]\d{4}(?!\d)|(?<![\d.])0\d{2,3}-\d{7,8}(?!\d)/,
];

// Starts only at the beginning of a host (not inside "a.a.a…"); at most 10 labels of at most 63 characters.
const URL_PATTERN =
  /(?<![a-z0-9.-])(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]{1,63}\.){1,10}(?:com|io|dev|me|net|org|cn|co|app|site|tech|xyz|blog|page|info|ai|design|studio|codes|cloud|online|website|social|space|works|tv|de|uk|fr|es|eu|jp|nl|se|ch|ca|au)(?:\/[^\s|,;，；、)）]*)?/gi;

export type TFound = { value: string; index: number };

export function findEmail(text: string): TFound | null {
  const match = EMAIL.exec(scannable(text));
  return match ? { value: match[0], index: match.index } : null;
}

export function findPhone(text: string): TFound | null {
  const withoutEmails = blankEmails(scannable(text));
  for (const pattern of PHONES) {
    const match = pattern.exec(withoutEmails);
    if (!match) continue;
    const digits = match[0].replace(/\D/g, "");
    if (digits.length >= 7 && digits.length <= 15) return { value: match[0].trim(), index: match.index };
  }
  return null;
}

/** Full stops after an address end the sentence. A loop, as /[.。]+$/ re-reads a long run of stops from each one. */
function trimTrailingStops(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === "." || text[end - 1] === "。")) end -= 1;
  return text.slice(0, end);
}

export type TFoundLink = { name: string; src: string; raw: string; index: number };

/** Links in the line; `name` is the site as written (github.com, linkedin.com, or the host). Emails are skipped. */
export function findLinks(text: string): TFoundLink[] {
  const withoutEmails = blankEmails(scannable(text));
  const links: TFoundLink[] = [];
  for (const match of withoutEmails.matchAll(URL_PATTERN)) {
    const raw = trimTrailingStops(match[0]);
    const host = /^(?:https?:\/\/)?((?:www\.)?[^/]+)/i.exec(raw)?.[1] ?? raw;
    // A bare host without a path or protocol is too often a company or a sentence ("Node.js", "Vue.co"), unless it
    // stands alone as a value: the whole text, after a label ("Portfolio: jane.example.com"), or between a contact
    // line's separators ("Chicago, IL · samokafor.app · github.com/sokafor").
    const index = match.index ?? 0;
    const alone =
      /(?:^|[:：|｜·•])\s*$/.test(text.slice(0, index)) &&
      /^\s*(?:$|[|｜,，;；·•])/.test(text.slice(index + raw.length));
    // …or first of a run of addresses ("luciafernandez.design dribbble.com/luciaf github.com/…").
    const firstOfLinks =
      /(?:^|[:：|｜·•])\s*$/.test(text.slice(0, index)) &&
      /^\s+(?:https?:\/\/|www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\//i.test(text.slice(index + raw.length));
    if (!/^https?:\/\//i.test(raw) && !raw.includes("/") && !/^www\./i.test(raw) && !alone && !firstOfLinks) continue;
    const src = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    const known = /github\.com|linkedin\.com|gitee\.com|gitlab\.com/i.exec(host)?.[0];
    links.push({ name: known ?? host, src, raw, index });
  }
  return links;
}

const CN_CITIES =
  "北京|上海|广州|深圳|杭州|成都|南京|武汉|西安|苏州|天津|重庆|长沙|郑州|青岛|厦门|合肥|济南|福州|大连|沈阳|宁波|无锡|东莞|佛山|珠海|昆明|哈尔滨|长春|石家庄|南昌|贵阳|南宁|太原|兰州|海口|香港|澳门|台北";
const CN_PROVINCES =
  "河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|四川|贵州|云南|陕西|甘肃|青海|台湾|内蒙古|广西|西藏|宁夏|新疆";
// "杭州", "杭州市西湖区", and the province written after it: "杭州, 浙江", "深圳 广东省".
const CN_LOCATION = new RegExp(
  `(?:${CN_CITIES})(?:市)?(?:[\\u3400-\\u9fff]{1,4}区)?(?:\\s*[,，]?\\s*(?:${CN_PROVINCES})(?:省)?(?![\\u3400-\\u9fff]))?`,
);
const LABELLED = /(?:所在地|现居地?|居住地|城市|地址|location|address|based in)\s*[:：]?\s*([^|｜;；\n\t]{2,60})/i;
// "San Francisco, CA", "London, UK", "Berlin, Germany": capitalised words, a comma, a region; then a country code
// as themes print it: "Chicago, IL, US", "Barcelona, Catalonia (ES)", "Barcelona (ES), Catalonia".
const CODE = String.raw`\s?\(\s?[A-Z]{2,3}\s?\)`;
const CITY = String.raw`[A-Z][a-zA-Z.'-]+(?:\s[A-Z][a-zA-Z.'-]+){0,2}(?:${CODE})?,\s?(?:[A-Z]{2,3}\b|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)(?:${CODE}|,?\s?[A-Z]{2,3}\b(?![.'-]))?`;
const CITY_REGION = new RegExp(String.raw`(?<![\w@.])(${CITY})`);
// The same without commas, as a whole line or part: "Seattle WA US", "Barcelona Catalonia ES" (a theme joining the
// city, region and country code by spaces). Only whole, and only among contact details.
const CITY_SPACED =
  /^[A-Z][a-zA-Z.'-]+(?:\s[A-Z][a-zA-Z.'-]+){0,2}\s(?:[A-Z]{2,3}|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s[A-Z]{2}$/;
// "Remote (Denver, CO)", "Hybrid (London, UK)": the arrangement is part of the location as written.
const REMOTE_CITY = new RegExp(String.raw`\b(?:[Rr]emote|[Hh]ybrid)\s*[(（]\s*${CITY}\s*[)）]`);

/** `spaced`: also a place without commas, read only among contact details (a degree "English Literature BA" has its shape). */
export function findLocation(text: string, spaced = false): TFound | null {
  const scanned = scannable(text);
  const labelled = LABELLED.exec(scanned);
  if (labelled?.[1]) {
    // "Location: Austin, TX" keeps its region; a later comma part that is another field ("…, Tel: 138…") does not.
    const parts = labelled[1].split(/(?=[,，])/);
    const end = parts.findIndex((part, i) => i > 0 && /[:：@\d]/.test(part));
    const value = parts
      .slice(0, end < 0 ? undefined : end)
      .join("")
      .replace(/[\s,，]+$/, "");
    return { value: value.trim(), index: scanned.indexOf(labelled[1]) };
  }
  const scrubbed = blankEmails(scanned);
  const cn = CN_LOCATION.exec(scrubbed);
  if (cn) return { value: cn[0], index: cn.index };
  const remote = REMOTE_CITY.exec(scrubbed);
  if (remote) return { value: remote[0], index: remote.index };
  const city = CITY_REGION.exec(scrubbed);
  if (city?.[1]) return { value: city[1], index: city.index };
  // The same after a street address ("Torstrasse 12 Berlin Berlin DE"): the place is the part after the street.
  const trimmed = scrubbed.trim();
  const street = spaced ? STREET.exec(trimmed) : null;
  const place = spaced
    ? (CITY_SPACED.exec(trimmed) ?? (street ? CITY_SPACED.exec(trimmed.slice(street[0].length)) : null))
    : null;
  return place ? { value: place[0], index: scrubbed.lastIndexOf(place[0]) } : null;
}

/** A street address before the place: "Torstrasse 12 ", "12 Market Street, " (a number first needs the street's word). */
const STREET =
  /^(?:\d{1,5}[a-z]?\s+(?:\p{L}[\p{L}.'’-]*\s){0,3}(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|place|pl|court|ct)\.?|\p{L}[\p{L}.'’-]*(?:\s\p{L}[\p{L}.'’-]*){0,3}\s\d{1,5}[a-z]?),?\s+/iu;

/** The line is a street address and a place and nothing else (as a contact block prints it). */
export function isAddressLine(text: string): boolean {
  const street = STREET.exec(text.trim());
  return Boolean(street && CITY_SPACED.test(text.trim().slice(street[0].length)));
}

/** The line is mostly contact details (so it is neither a name nor a headline). */
export function isContactLine(text: string): boolean {
  return Boolean(findEmail(text) || findPhone(text) || findLinks(text).length > 0);
}
