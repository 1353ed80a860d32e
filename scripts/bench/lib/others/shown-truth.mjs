// The truth of one file of the held-out evaluation set (issue 24 item 1): the JSON Resume document as our document
// (lib/server/json-resume/from-json-resume.ts), cut to what the file shows. A theme that prints no company name, a
// year for a month or a location with its country is scored on what a reader of that file sees: each value is kept
// only when its text stands in the file (as the renderer printed it, not as our extraction reads it), dates at the
// precision the file gives, the degree and the location as they are written there. Links count when their address
// is printed, or when the file links it behind a visible text (a user name under an icon).
const SHORT = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const LONG = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

const compact = (text) =>
  String(text ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s\u00a0\u3000]+/g, "");
const bare = (src) =>
  String(src ?? "")
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/+$/, "");
const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function monthForms(value) {
  const [year, month] = value.split("-");
  const m = Number(month);
  const mm = String(m).padStart(2, "0");
  return [
    `${year}-${mm}`,
    `${year}.${mm}`,
    `${year}/${mm}`,
    `${mm}/${year}`,
    `${m}/${year}`,
    `${year}年${m}月`,
    `${year}年${mm}月`,
    `${SHORT[m - 1]}${year}`,
    `${SHORT[m - 1]}.${year}`,
    `${LONG[m - 1]}${year}`,
    `${m === 9 ? "sept" : SHORT[m - 1]}${year}`,
  ];
}

/** A date at the precision the file shows it: "2019-03", "2019", or "" when the file does not show it. */
function shownDate(value, flat) {
  if (!value) return "";
  const year = value.slice(0, 4);
  if (value.length >= 7 && monthForms(value.slice(0, 7)).some((form) => flat.includes(compact(form))))
    return value.slice(0, 7);
  return flat.includes(year) ? year : "";
}

function shownDates(item, flat) {
  const start = shownDate(item.startDate, flat);
  const end = item.endDate ? shownDate(item.endDate, flat) : "";
  // An end the file does not show cannot be read from it; such dates are left out of the truth.
  if (!start || (item.endDate && !end)) return { startDate: "", endDate: "" };
  return { startDate: start, endDate: end };
}

const DEGREE_GAP = String.raw`(?:[\s,，、·|/\-–—]{0,4}|\s(?:in|of)\s)`;

/** The degree as written: type and field side by side in either order, else whichever of the two is shown. */
function shownDegree(education, text, has) {
  const [type, area] = [education?.studyType ?? "", education?.area ?? ""];
  if (type && area && has(type) && has(area)) {
    const [a, b] = [escapeRe(type.normalize("NFKC")), escapeRe(area.normalize("NFKC"))];
    const span = new RegExp(`${a}${DEGREE_GAP}${b}|${b}${DEGREE_GAP}${a}`, "i").exec(text);
    return span ? span[0] : type;
  }
  return has(type) ? type : has(area) ? area : "";
}

/**
 * The location as the file writes it: the part of the first line that names the city as a word of its own (not
 * "深圳市腾跃科技有限公司"), from the city on; a line that also names the region or country comes first.
 */
function shownLocation(place, text) {
  const city = place?.city;
  if (!city) return "";
  // Chinese has no spaces between words: there the city may run on into its province ("广州广东"), not into a name.
  const after = place.region ? `(?![\\p{L}]|${escapeRe(place.region)})|(?=${escapeRe(place.region)})` : "(?![\\p{L}])";
  const word = new RegExp(`(?<![\\p{L}])${escapeRe(city)}(?:${after})`, "iu");
  const lines = text.split("\n").filter((line) => word.test(line));
  const others = [place.region, place.countryCode]
    .filter(Boolean)
    .map((other) => new RegExp(`(?<![\\p{L}])${escapeRe(other)}(?![\\p{L}])`, "iu"));
  const fuller = lines.find((line) => others.some((other) => other.test(line)));
  for (const line of fuller ? [fuller] : lines) {
    const at = line.search(word);
    const part = line.slice(at).split(/\s[|•·]\s|\t| {2,}|\s·\s/)[0] ?? city;
    const value = part.replace(/[\s,，;；.。]+$/, "");
    return value.length > 50 || /[@\d]/.test(value) ? city : value;
  }
  return "";
}

/** `data` (from fromJsonResume) cut to what `shown` (the file's text as printed) and `anchored` (linked URLs) show. */
export function shownTruth({ json, data, shown, anchored = [] }) {
  const text = String(shown).normalize("NFKC");
  const flat = compact(text);
  const has = (value) => Boolean(value) && flat.includes(compact(value));
  const keep = (value) => (has(value) ? value : "");
  const digits = flat.replace(/\D/g, "");
  const info = data.basicInfo;
  // The headline counts where a header has it: before the first employer is named (a theme that prints no headline
  // may print the same words as a position).
  const firstJob = Math.min(
    ...(json.work ?? []).map((w) => (w.name ? flat.indexOf(compact(w.name)) : -1)).filter((at) => at >= 0),
  );
  const headerHas = (value) => has(value) && flat.indexOf(compact(value)) < firstJob;
  const basicInfo = {
    ...info,
    name: keep(info.name),
    title: headerHas(info.title) ? info.title : "",
    email: keep(info.email),
    cellphone: info.cellphone && digits.includes(info.cellphone.replace(/\D/g, "")) ? info.cellphone : "",
    location: shownLocation(json.basics?.location, text),
  };
  const linked = new Set(anchored.map(bare));
  const links = data.links.filter((l) => has(bare(l.src)) || linked.has(bare(l.src)));
  const sections = data.sections.map((section) => {
    const items = section.data.map((item, i) => {
      switch (section.kind) {
        case "profile":
          return { ...item, description: keep(item.description) };
        case "empolyment":
          return { ...item, title: keep(item.title), subTitle: keep(item.subTitle), ...shownDates(item, flat) };
        case "education":
          return {
            ...item,
            title: keep(item.title),
            subTitle: shownDegree(json.education?.[i], text, has),
            ...shownDates(item, flat),
          };
        case "skills":
        case "language":
          return { ...item, title: keep(item.title) };
        default:
          return item;
      }
    });
    return { ...section, data: items };
  });
  return { basicInfo, links, sections };
}
