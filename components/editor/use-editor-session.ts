"use client";
// Wires one open resume: the store, autosave, the local draft offer and the version history records.
import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api-client/api-error";
import { startAutosave, type Autosave } from "@/lib/client/editor/autosave";
import { createEditorStore, docOf, type EditorDoc, type EditorStore } from "@/lib/client/editor/editor-store";
import { addHistory, type HistoryOperation } from "@/lib/client/editor/history/history-records";
import { browserHistoryBackend } from "@/lib/client/editor/history/idb-history-backend";
import { clearDraft, isDraftNewer, readDraft, type LocalDraft } from "@/lib/client/editor/local-draft";
import { ops } from "@/lib/client/editor/doc-ops";
import { resumeClient } from "@/lib/client/editor/resume-client";
import { CUSTOM_URL_TAKEN } from "@/lib/shared/api/codes";
import { errorText, fieldIssueOf } from "@/lib/client/api-client/api-error";
import { useFieldErrorText } from "@/lib/client/forms/field-error";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

export function useEditorSession(resume: ResumeDto) {
  const tApi = useTranslations("ApiErrors");
  const fieldText = useFieldErrorText();
  const [store] = useState<EditorStore>(() => createEditorStore(resume));
  const [autosave, setAutosave] = useState<Autosave | null>(null);
  const [draft, setDraft] = useState<LocalDraft | null>(null);
  const [historyTick, setHistoryTick] = useState(0);
  const [customUrlError, setCustomUrlError] = useState<string | null>(null);

  const record = useCallback(
    (operation: HistoryOperation, doc: EditorDoc) =>
      void addHistory(browserHistoryBackend(), resume._id, operation, doc).then(
        () => setHistoryTick((n) => n + 1),
        () => undefined,
      ),
    [resume._id],
  );

  useEffect(() => {
    const local = readDraft(resume._id);
    // localStorage exists only in the browser: read after hydration, so server and client render the same first.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isDraftNewer(local, resume.updatedAt)) setDraft(local);
    else if (local) clearDraft(resume._id);
    record("init", docOf(resume));
    const saver = startAutosave(
      store,
      (id, body) => resumeClient.saveFull(id, body),
      (id) => resumeClient.get(id),
      {
        onSaved: (doc, kind) => {
          setCustomUrlError(null);
          record(kind as HistoryOperation, doc);
        },
        onRejected: (error: ApiError) => {
          // Said by the refused field's key when this page has its message (an unreadable font size, issue 27 item 3;
          // the (app) layout does not load every namespace), else by the answer's key.
          const issue = fieldIssueOf(error);
          const field = issue && fieldText(issue);
          const text = field && field !== issue.key ? field : errorText(error, tApi);
          toast.error(text);
          if (error.code !== CUSTOM_URL_TAKEN) return;
          // The link is someone else's: show why beside the field and go back to the saved link, so the rest saves.
          setCustomUrlError(text);
          void resumeClient
            .get(resume._id)
            .then((server) => store.edit(ops.setConfig({ customURL: server.config.customURL })));
        },
      },
    );
    setAutosave(saver);
    return () => {
      void saver.flush();
      saver.stop();
    };
    // One session per mounted resume; the translators only word the messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resume._id]);

  const keepMine = useCallback(() => {
    store.keepMine();
  }, [store]);
  const loadTheirs = useCallback(() => {
    const current = store.getState().conflict;
    if (!current) return;
    record("update", store.getState().doc);
    store.replace(docOf(current), { version: current.version, updatedAt: current.updatedAt });
    clearDraft(resume._id);
  }, [record, resume._id, store]);
  const restoreDraft = useCallback(() => {
    if (draft) store.adoptDraft(draft.doc, draft.baseVersion);
    setDraft(null);
  }, [draft, store]);
  const discardDraft = useCallback(() => {
    clearDraft(resume._id);
    setDraft(null);
  }, [resume._id]);

  const flush = useCallback(() => autosave?.flush(), [autosave]);
  return {
    store,
    autosave,
    draft,
    restoreDraft,
    discardDraft,
    keepMine,
    loadTheirs,
    historyTick,
    customUrlError,
    flush,
  };
}
