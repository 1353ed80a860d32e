"use client";
// The cover letter panel's state (issue 26 item 3): the saved letter and its versions as the API answers them, the
// text in the editor (dirty until saved), and the actions: start from the template, save (a new version over the one
// shown; a 409 keeps the text and offers the newest), restore a version, and "Write with AI" with its progress and
// cancel (the letter streams into the editor, read-only, and its saved version replaces it at the end).
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { isApiCode } from "@/lib/client/api-client/api-error";
import {
  getCoverLetter,
  getTemplateLetter,
  restoreCoverLetter,
  saveCoverLetter,
  writeCoverLetterWithAi,
} from "@/lib/client/api-client/cover-letter-client";
import { CONFLICT } from "@/lib/shared/api/codes";
import type { CoverLetterDto, CoverLetterVersionDto } from "@/lib/shared/validations/cover-letters/cover-letter";
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";

type LetterLoad = "loading" | "failed" | "ready";
type LetterBusy = null | "template" | "save" | "restore" | "ai";

type Draft = { text: string; lang: TResumeLang; fromTemplate: boolean };

export function useCoverLetter(applicationId: string) {
  const locale = useLocale() as Locale;
  const [load, setLoad] = useState<LetterLoad>("loading");
  const [attempt, setAttempt] = useState(0);
  const [current, setCurrent] = useState<CoverLetterDto | null>(null);
  const [versions, setVersions] = useState<CoverLetterVersionDto[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState<LetterBusy>(null);
  const [conflict, setConflict] = useState(false);
  const [streamed, setStreamed] = useState<string | null>(null);
  const aiRun = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    const state = await getCoverLetter(applicationId);
    setCurrent(state.current);
    setVersions(state.versions);
  }, [applicationId]);

  useEffect(() => {
    const controller = new AbortController();
    getCoverLetter(applicationId, controller.signal).then(
      (state) => {
        setCurrent(state.current);
        setVersions(state.versions);
        setLoad("ready");
      },
      () => !controller.signal.aborted && setLoad("failed"),
    );
    return () => {
      controller.abort();
      aiRun.current?.abort();
    };
  }, [applicationId, attempt]);

  const retry = useCallback(() => {
    setLoad("loading");
    setAttempt((n) => n + 1);
  }, []);

  const text = streamed ?? draft?.text ?? current?.body ?? "";
  const lang = draft?.lang ?? current?.lang ?? "en";
  const dirty = draft !== null && draft.text !== (current?.body ?? "");

  const edit = useCallback(
    (value: string) =>
      setDraft((d) => ({ text: value, lang: d?.lang ?? lang, fromTemplate: d?.fromTemplate ?? false })),
    [lang],
  );
  const discard = useCallback(() => setDraft(null), []);

  /** A newly saved version becomes what the panel shows; the history is read again (the oldest may have gone). */
  const adopt = useCallback(
    async (letter: CoverLetterDto) => {
      setCurrent(letter);
      setDraft(null);
      setConflict(false);
      await refresh().catch(() => undefined);
    },
    [refresh],
  );

  const run = useCallback(async <T>(kind: Exclude<LetterBusy, null>, work: () => Promise<T>): Promise<T> => {
    setBusy(kind);
    try {
      return await work();
    } catch (error) {
      if (isApiCode(error, CONFLICT)) setConflict(true);
      throw error;
    } finally {
      setBusy(null);
    }
  }, []);

  const startTemplate = useCallback(
    () =>
      run("template", async () => {
        const template = await getTemplateLetter(applicationId, locale);
        setDraft({ text: template.body, lang: template.lang, fromTemplate: true });
      }),
    [applicationId, locale, run],
  );

  const save = useCallback(
    () =>
      run("save", async () => {
        const body = { body: text, lang, version: current?.version ?? 0, fromTemplate: draft?.fromTemplate };
        await adopt(await saveCoverLetter(applicationId, body, locale));
      }),
    [adopt, applicationId, current, draft, lang, locale, run, text],
  );

  const restore = useCallback(
    (from: number) =>
      run("restore", async () => {
        await adopt(await restoreCoverLetter(applicationId, { from, version: current?.version ?? 0 }, locale));
      }),
    [adopt, applicationId, current, locale, run],
  );

  const writeWithAi = useCallback(
    () =>
      run("ai", async () => {
        const controller = new AbortController();
        aiRun.current = controller;
        try {
          const written = await writeCoverLetterWithAi(applicationId, current?.version ?? 0, {
            locale,
            signal: controller.signal,
            onText: setStreamed,
          });
          await adopt(written.letter);
          return written.usedTokens;
        } finally {
          aiRun.current = null;
          setStreamed(null);
        }
      }),
    [adopt, applicationId, current, locale, run],
  );

  const cancelAi = useCallback(() => aiRun.current?.abort(), []);

  /** After a 409: show the newest version (the user's text is dropped), or keep the text and save over the newest. */
  const loadNewest = useCallback(async () => {
    await refresh();
    setDraft(null);
    setConflict(false);
  }, [refresh]);
  const keepMine = useCallback(async () => {
    const kept = draft;
    await refresh();
    if (kept) setDraft(kept);
    setConflict(false);
  }, [draft, refresh]);

  return {
    load,
    retry,
    current,
    versions,
    text,
    lang,
    dirty,
    hasText: text.trim() !== "",
    busy,
    writing: streamed !== null || busy === "ai",
    conflict,
    edit,
    discard,
    startTemplate,
    save,
    restore,
    writeWithAi,
    cancelAi,
    loadNewest,
    keepMine,
  };
}
