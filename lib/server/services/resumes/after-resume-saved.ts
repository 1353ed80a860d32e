// Work that follows a change of a resume's content: its cover image (a picture of the first page) is re-rendered,
// debounced per resume and off the request path (lib/server/services/covers).
import "server-only";
import { scheduleCoverRender } from "@/lib/server/services/covers/schedule-cover-render";

export function afterResumeSaved(resumeId: string): void {
  scheduleCoverRender(resumeId);
}
