// The resume check's numbers (docs/product.md "Resume check"), in one place so the docs, the tests and the rules agree.

/** A bullet shorter than this says too little to read as an achievement. English in words, Chinese in characters. */
export const BULLET_MIN_WORDS = 4;
export const BULLET_MIN_CHARS_ZH = 6;
/** Longer than this and a recruiter skimming the page stops reading (about two printed lines). */
export const BULLET_MAX_WORDS = 35;
export const BULLET_MAX_CHARS_ZH = 80;
/** A summary past this is a cover letter: about five lines on an A4 page. */
export const SUMMARY_MAX_WORDS = 80;
export const SUMMARY_MAX_CHARS_ZH = 200;
/** Two jobs may share a month of hand-over; more than this overlap is worth a look. */
export const OVERLAP_MONTHS = 1;
/** Text below 8 px (6 pt) is unreadable on paper: the check flags it and a save refuses it (issue 27 item 3). */
export const MIN_FONT_SIZE_PX = 8;
/** One word this many times in one field, and at least STUFFING_MIN_SHARE of its words, is keyword stuffing. */
export const STUFFING_MIN_REPEATS = 5;
export const STUFFING_MIN_SHARE = 0.12;
/** More skills than this is a keyword list, not a skills section. */
export const MAX_SKILLS = 40;
/** Bullets starting with the same word this many times in one entry read as a template. */
export const REPEATED_OPENING_MIN = 3;
/** How many dismissed findings a resume remembers (ZResumeConfig.checkDismissed); the oldest go first. */
export const MAX_DISMISSED = 100;
/** How much of a bullet a finding quotes. */
export const EXCERPT_CHARS = 60;
