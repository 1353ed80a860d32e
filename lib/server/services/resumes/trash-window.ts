import "server-only";

/** Deleted resumes stay restorable this long, then purgeDeletedResumes removes them (issue 5). */
const TRASH_RETENTION_DAYS = 30;

export function trashCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}
