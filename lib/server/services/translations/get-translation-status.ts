// GET /api/resumes/{id}/translation-status (issue 27 item 1): what changed in the source since the copy was last
// brought up to date, computed here from the two documents and the link (lib/shared/resume/translation-link.ts).
import "server-only";
import { diffTranslation } from "@/lib/shared/resume/translation-link";
import type { TranslationStatusDto } from "@/lib/shared/validations/resumes/translation-link";
import { readLinkedCopy } from "./read-linked-copy";

export async function getTranslationStatus(userId: string, copyId: string): Promise<TranslationStatusDto> {
  const { copy, doc, link, source } = await readLinkedCopy(userId, copyId);
  const none = { stale: [], copied: [], added: [], removed: [], reordered: false, kept: [], keptLinks: [] };
  if (!link)
    return { linked: false, sourceId: null, sourceName: null, sourceMissing: false, version: copy.version, ...none };
  const base = { linked: true, sourceId: copy.translatedFromId, version: copy.version };
  if (!source) return { ...base, sourceName: null, sourceMissing: true, ...none };
  const diff = diffTranslation(source.doc.data, doc.data, link);
  return {
    ...base,
    sourceName: source.name,
    sourceMissing: false,
    ...diff,
    kept: link.kept,
    keptLinks: link.keptLinks,
  };
}
