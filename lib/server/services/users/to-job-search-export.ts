// The job-search part of "download my data" (issue 26 items 2-5): jobs, applications, cover letters (every kept
// version) and tracked links as the export's sections, from rows read by export-user-data.ts in its one transaction. The link's token (the secret that
// opens the resume) and ShareLinkVisitor's hashes are never read, so they cannot be written.
import "server-only";
import type { Application, CoverLetter, Job, ShareLink, ShareLinkView } from "@/generated/prisma/client";
import { utcDay } from "@/lib/shared/share-links/utc-days";
import type { UserDataExport } from "@/lib/shared/validations/users/user-data-export";

type LinkRow = Omit<ShareLink, "token" | "userId">;
type Rows = {
  jobs: Job[];
  applications: Application[];
  coverLetters: CoverLetter[];
  links: LinkRow[];
  days: ShareLinkView[];
};
type Sections = Pick<UserDataExport, "jobs" | "applications" | "coverLetters" | "shareLinks">;

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export function toJobSearchExport({ jobs, applications, coverLetters, links, days }: Rows): Sections {
  return {
    jobs: jobs.map((job) => ({
      id: job.id,
      company: job.company,
      role: job.role,
      location: job.location,
      url: job.url,
      description: job.description,
      createdAt: job.createdAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
    })),
    applications: applications.map((row) => ({
      id: row.id,
      jobId: row.jobId,
      resumeId: row.resumeId,
      shareLinkId: row.shareLinkId,
      state: row.state,
      appliedAt: iso(row.appliedAt),
      notes: row.notes,
      nextStep: row.nextStep,
      nextStepAt: iso(row.nextStepAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    coverLetters: coverLetters.map((letter) => ({
      id: letter.id,
      applicationId: letter.applicationId,
      version: letter.version,
      source: letter.source.toLowerCase(),
      lang: letter.lang,
      body: letter.body,
      createdAt: letter.createdAt.toISOString(),
    })),
    shareLinks: links.map((link) => {
      const own = days.filter((day) => day.linkId === link.id);
      return {
        id: link.id,
        resumeId: link.resumeId,
        label: link.label,
        createdAt: link.createdAt.toISOString(),
        expiresAt: iso(link.expiresAt),
        revokedAt: iso(link.revokedAt),
        views: link.views,
        visitors: own.reduce((sum, day) => sum + day.uniques, 0),
        firstViewAt: iso(link.firstViewAt),
        lastViewAt: iso(link.lastViewAt),
        days: own.map((day) => ({ day: utcDay(day.day), views: day.views, uniques: day.uniques })),
      };
    }),
  };
}
