// GET /api/applications/export – the caller's applications as a CSV file (issue 26 item 5; lib/shared/csv/write-csv.ts:
// RFC 4180, formula cells neutralised, a UTF-8 BOM). Only the caller's rows, last changed first, as the list shows them.
// The header names are fixed English field names, so a spreadsheet or script reads the same columns in either locale.
import "server-only";
import type { ApplicationDto } from "@/lib/shared/validations/applications/application";
import { writeCsv } from "@/lib/shared/csv/write-csv";
import { listApplications } from "./list-applications";

const HEADER = [
  "company",
  "role",
  "location",
  "url",
  "state",
  "applied_at",
  "next_step",
  "next_step_at",
  "notes",
  "resume",
  "tracked_link",
  "link_views",
  "link_last_view",
  "created_at",
  "updated_at",
] as const;

const row = (a: ApplicationDto): string[] => [
  a.job.company,
  a.job.role,
  a.job.location,
  a.job.url,
  a.state,
  a.appliedAt ?? "",
  a.nextStep,
  a.nextStepAt ?? "",
  a.notes,
  a.resume?.name ?? "",
  a.shareLink?.label ?? "",
  a.shareLink ? String(a.shareLink.views) : "",
  a.shareLink?.lastViewAt ?? "",
  a.createdAt,
  a.updatedAt,
];

export async function exportApplicationsCsv(userId: string, now = new Date()): Promise<Response> {
  const applications = await listApplications(userId, now);
  const body = writeCsv(HEADER, applications.map(row));
  const day = now.toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="applications-${day}.csv"`,
    },
  });
}
