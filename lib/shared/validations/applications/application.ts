// Jobs and applications (issue 26 items 2 and 5, docs/product.md "Applications"): the limits, the route schemas and
// what the API answers. Shared by the routes, the services and the application form.
import { z } from "zod";
import { applicationMessages as m } from "./messages";

/** Applications one user may keep: ten times the busiest job search (20–50 a season) and small enough to list whole. */
export const MAX_APPLICATIONS_PER_USER = 500;
export const MAX_JOB_DESCRIPTION = 20_000;
export const MAX_JOB_FIELD = 120;
export const MAX_JOB_URL = 2048;
export const MAX_APPLICATION_NOTES = 5_000;
export const MAX_NEXT_STEP = 200;

export const applicationStates = ["saved", "applied", "interviewing", "offer", "closed"] as const;
export type ApplicationStateDto = (typeof applicationStates)[number];

// C0 and C1 controls, DEL and the line and paragraph separators: one line of text.
const LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
// The same, but tab and line breaks are part of a pasted posting or notes.
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/** One line, trimmed, at most `max` characters; `required` gives the message of an empty one. */
function line(max: number, required?: string) {
  return z
    .string({ error: required ?? m.tooLong })
    .refine((value) => !LINE_CONTROL.test(value), { error: m.control })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, { error: required })
        .max(max, { error: m.tooLong }),
    );
}

/** Multi-line text (a posting, notes): tabs and line breaks kept, other controls refused. */
function text(max: number) {
  return z
    .string({ error: m.tooLong })
    .max(max, { error: m.tooLong })
    .refine((value) => !TEXT_CONTROL.test(value), { error: m.control });
}

/** The posting's link as pasted: http(s) only, never fetched (issue 26 item 2); empty for none. */
const ZJobUrl = line(MAX_JOB_URL).refine(
  (value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  },
  { error: m.urlInvalid },
);

/** An ISO 8601 date-time with an offset, or a calendar date (YYYY-MM-DD, read as UTC midnight); null for none. */
const ZDate = z
  .string({ error: m.dateInvalid })
  .max(40, { error: m.dateInvalid })
  .refine(
    (value) => z.iso.datetime({ offset: true }).safeParse(value).success || z.iso.date().safeParse(value).success,
    { error: m.dateInvalid },
  )
  .transform((value) => new Date(value))
  .refine((date) => Number.isFinite(date.getTime()), { error: m.dateInvalid });

const ZId = z.string({ error: m.idInvalid }).trim().min(1, { error: m.idInvalid }).max(64, { error: m.idInvalid });

const ZApplicationState = z.enum(applicationStates, { error: m.stateUnknown });

const jobFields = {
  company: line(MAX_JOB_FIELD, m.companyRequired),
  role: line(MAX_JOB_FIELD, m.roleRequired),
  location: line(MAX_JOB_FIELD),
  url: ZJobUrl,
  description: text(MAX_JOB_DESCRIPTION),
};

/** A job from a posting: what the user pasted, nothing fetched. */
const ZJobInput = z
  .object({
    ...jobFields,
    location: jobFields.location.default(""),
    url: jobFields.url.default(""),
    description: jobFields.description.default(""),
  })
  .strict();

const applicationFields = {
  resumeId: ZId.nullish(),
  shareLinkId: ZId.nullish(),
  state: ZApplicationState.default("saved"),
  appliedAt: ZDate.nullish(),
  notes: text(MAX_APPLICATION_NOTES).default(""),
  nextStep: line(MAX_NEXT_STEP).default(""),
  nextStepAt: ZDate.nullish(),
};

/** POST /api/applications */
export const ZCreateApplicationBody = z.object({ job: ZJobInput, ...applicationFields }).strict();
export type TCreateApplicationBody = z.output<typeof ZCreateApplicationBody>;

/** PATCH /api/applications/{id}: only the fields sent change; null clears a link or a date. */
export const ZUpdateApplicationBody = z
  .object({
    job: z.object(jobFields).partial().strict().optional(),
    resumeId: ZId.nullable().optional(),
    shareLinkId: ZId.nullable().optional(),
    state: ZApplicationState.optional(),
    appliedAt: ZDate.nullable().optional(),
    notes: text(MAX_APPLICATION_NOTES).optional(),
    nextStep: line(MAX_NEXT_STEP).optional(),
    nextStepAt: ZDate.nullable().optional(),
  })
  .strict();
export type TUpdateApplicationBody = z.output<typeof ZUpdateApplicationBody>;

/**
 * The application form's fields, flat (useSchemaForm keys errors by a top-level name): the same field rules as the
 * bodies above; the form turns its values into a create or edit body (toApplicationBody).
 */
export const ZApplicationForm = z.object({
  ...jobFields,
  resumeId: ZId.nullable(),
  shareLinkId: ZId.nullable(),
  state: ZApplicationState,
  appliedAt: ZDate.nullable(),
  notes: text(MAX_APPLICATION_NOTES),
  nextStep: line(MAX_NEXT_STEP),
  nextStepAt: ZDate.nullable(),
});
export type TApplicationForm = z.output<typeof ZApplicationForm>;

/** The form's values as the body of POST /api/applications (and of a PATCH, which then sends every field). */
export function toApplicationBody(values: TApplicationForm) {
  const { company, role, location, url, description, appliedAt, nextStepAt, ...rest } = values;
  return {
    ...rest,
    job: { company, role, location, url, description },
    appliedAt: appliedAt?.toISOString() ?? null,
    nextStepAt: nextStepAt?.toISOString() ?? null,
  };
}

/** `{id}` of /api/applications/{id}/… */
export const ZApplicationParams = z.object({ id: z.string().trim().min(1).max(64) });

/** POST /api/applications/match: the job match of one of the caller's resumes against a pasted posting. */
export const ZJobMatchBody = z.object({ resumeId: ZId, description: text(MAX_JOB_DESCRIPTION) }).strict();
export type TJobMatchBody = z.output<typeof ZJobMatchBody>;

/** POST /api/applications/{id}/copy-resume: copy this resume for the job (a copy until variants exist). */
export const ZCopyResumeForJobBody = z.object({ resumeId: ZId }).strict();
export type TCopyResumeForJobBody = z.output<typeof ZCopyResumeForJobBody>;

type JobDto = {
  id: string;
  company: string;
  role: string;
  location: string;
  url: string;
  description: string;
};

/** The tracked link used, with its views (issue 26 item 4's counts). */
type ApplicationLinkDto = {
  id: string;
  label: string;
  path: string;
  status: "active" | "expired" | "revoked";
  views: number;
  lastViewAt: string | null;
};

export type ApplicationDto = {
  id: string;
  state: ApplicationStateDto;
  appliedAt: string | null;
  notes: string;
  nextStep: string;
  nextStepAt: string | null;
  createdAt: string;
  updatedAt: string;
  job: JobDto;
  /** The resume used; null when none was chosen or it was deleted for good. */
  resume: { id: string; name: string } | null;
  shareLink: ApplicationLinkDto | null;
};

/** A keyword of the posting, in the job match (lib/shared/resume/job-match). */
export type JobMatchDto = { covered: string[]; missing: string[]; score: number };

/** What "make a copy for this job" answers: the application, now naming the copy, and the copy's id for the editor. */
export type CopyResumeForJobDto = { application: ApplicationDto; resumeId: string };
