// Dates as other people's resumes write them, from a JSON Resume date (YYYY, YYYY-MM or YYYY-MM-DD): the LaTeX and
// Word layouts of the held-out evaluation set (scripts/bench/parse.mjs) each use their own style.
const SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const styles = {
  mon: (y, m) => `${SHORT[m - 1]} ${y}`,
  monDot: (y, m) => `${SHORT[m - 1]}${m === 5 ? "" : "."} ${y}`,
  month: (y, m) => `${LONG[m - 1]} ${y}`,
  slash: (y, m) => `${String(m).padStart(2, "0")}/${y}`,
  dot: (y, m) => `${y}.${String(m).padStart(2, "0")}`,
  slashYM: (y, m) => `${y}/${String(m).padStart(2, "0")}`,
  iso: (y, m) => `${y}-${String(m).padStart(2, "0")}`,
  cn: (y, m) => `${y}年${m}月`,
};

/** One date in a style; a year alone stays a year. */
function writtenDate(value, style) {
  const [year, month] = String(value ?? "").split("-");
  if (!year) return "";
  if (!month) return year;
  return styles[style](year, Number(month));
}

/** "Mar 2019 – Present": the start, a dash, the end or the word for an ongoing entry. */
export function writtenRange(item, style, { dash = " – ", present = "Present" } = {}) {
  if (!item.startDate) return "";
  return `${writtenDate(item.startDate, style)}${dash}${item.endDate ? writtenDate(item.endDate, style) : present}`;
}
