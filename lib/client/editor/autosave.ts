// Debounced autosave (docs/product.md §4, issue 5): ~800 ms after the last edit, at once on blur or when the tab is
// hidden. Every PATCH carries the version the edit was based on: a 409 puts the store into conflict (the server copy is
// fetched to show beside mine). A network failure or 5xx keeps the edits in localStorage and retries with backoff, and
// at once when the browser comes back online.
import { CONFLICT, RATE_LIMITED } from "@/lib/shared/api/codes";
import { ApiError } from "@/lib/client/api-client/api-error";
import type { ResumeDto, SaveResultDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { EditorDoc, EditorStore } from "./editor-store";
import { clearDraft, writeDraft } from "./local-draft";

export type SaveFn = (id: string, body: EditorDoc & { version: number }) => Promise<SaveResultDto>;
export type FetchFn = (id: string) => Promise<ResumeDto>;
type Options = {
  delayMs?: number;
  maxBackoffMs?: number;
  onSaved?: (doc: EditorDoc, kind: string) => void;
  onRejected?: (error: ApiError) => void;
};

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === "function" ? void requestIdleCallback(run, { timeout: 1000 }) : run();

export function startAutosave(
  store: EditorStore,
  save: SaveFn,
  fetchCurrent: FetchFn,
  { delayMs = 800, maxBackoffMs = 30_000, onSaved, onRejected }: Options = {},
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  let failures = 0;
  let stopped = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    // The debounced save serialises the whole document (draft and request body): start it when the browser is idle,
    // so it never lands between a keystroke and its preview update. Blur, hide and leave still save at once.
    timer = setTimeout(
      () =>
        whenIdle(() => {
          if (!stopped) void flush();
        }),
      ms,
    );
  };

  async function run(): Promise<void> {
    const state = store.getState();
    if (!state.isDirty || state.conflict) return;
    const { doc, revision, version, id, pendingKind } = state;
    writeDraft(id, { doc, baseVersion: version, savedAt: Date.now() });
    store.setStatus("saving");
    try {
      const result = await save(id, { ...doc, version });
      failures = 0;
      store.saved(result, revision);
      if (!store.getState().isDirty) clearDraft(id);
      onSaved?.(doc, pendingKind ?? "update");
    } catch (error) {
      if (error instanceof ApiError && error.code === CONFLICT) {
        store.setConflict((await fetchCurrent(id).catch(() => null)) ?? { ...asDto(state), version: state.version });
        return;
      }
      if (error instanceof ApiError && error.status < 500 && error.status !== RATE_LIMITED) {
        // A refused document (e.g. a taken custom URL) is the user's to fix; retrying would only repeat it.
        store.setStatus("idle");
        onRejected?.(error);
        return;
      }
      failures += 1;
      store.setStatus("offline");
      if (!stopped) schedule(Math.min(maxBackoffMs, 1000 * 2 ** (failures - 1)));
    }
  }

  /** Save now (blur, tab hidden, leaving); waits for a save already running, then saves what is left. */
  async function flush(): Promise<void> {
    clearTimeout(timer);
    // One save at a time: several callers (debounce, blur, "online") may wait together; the first to wake starts
    // the next save and the others wait for it, so two saves never carry the same version.
    while (inFlight) await inFlight;
    inFlight = run().finally(() => {
      inFlight = null;
    });
    await inFlight;
    if (store.getState().isDirty && store.getState().status !== "offline" && !store.getState().conflict && !stopped)
      schedule(delayMs);
  }

  let lastRevision = store.getState().revision;
  const unsubscribe = store.subscribe(() => {
    const { revision, isDirty, status } = store.getState();
    if (revision === lastRevision) return;
    lastRevision = revision;
    if (isDirty && status !== "offline") schedule(delayMs);
  });
  const onOnline = () => void flush();
  const onHidden = () => document.visibilityState === "hidden" && void flush();
  window.addEventListener("online", onOnline);
  document.addEventListener("visibilitychange", onHidden);
  // An edit made before autosave started (typed between hydration and the effect that starts it) is already counted in
  // lastRevision: without this it would wait, unsaved, for the next keystroke, a blur or a hidden tab.
  if (store.getState().isDirty) schedule(delayMs);

  return {
    flush,
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener("online", onOnline);
      document.removeEventListener("visibilitychange", onHidden);
    },
  };
}

function asDto(state: ReturnType<EditorStore["getState"]>): ResumeDto {
  return {
    _id: state.id,
    uuid: state.uuid,
    name: state.doc.name,
    coverImg: null,
    updatedAt: state.updatedAt,
    version: state.version,
    data: state.doc.data,
    config: state.doc.config,
  };
}

export type Autosave = ReturnType<typeof startAutosave>;
