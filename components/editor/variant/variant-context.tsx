"use client";
// The variant under edit (issue 26 item 1): its status against its master (GET /api/resumes/{id}/variant-status),
// read when the editor opens, after each save (a save can make a field the variant's own, or stop it being so), after
// each action and when the window regains focus (the master is often edited in another tab), and the two actions a
// field mark or the banner take: revert (one field or all, a versioned save whose answer the editor loads, as a restore
// does) and detach. Without a provider (a resume that is not a variant) every field reads "not own" and nothing loads.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocale } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { detachVariant, getVariantStatus, revertVariant } from "@/lib/client/api-client/variant-client";
import { docOf } from "@/lib/client/editor/editor-store";
import type { VariantOwnFieldDto, VariantStatusDto } from "@/lib/shared/validations/resumes/variant";
import { useEditor, useEditorStore } from "../editor-context";

type TVariantState =
  { step: "loading" } | { step: "error"; error: unknown } | { step: "ready"; status: VariantStatusDto };

type TVariantApi = {
  state: TVariantState;
  reload: () => void;
  /** One field (`path`) or, without it, everything back to the master's; rejects with the API's error. */
  revert: (path?: string) => Promise<void>;
  detach: () => Promise<void>;
};

const VariantContext = createContext<TVariantApi | null>(null);
const OwnFields = createContext<ReadonlyMap<string, VariantOwnFieldDto>>(new Map());

type Props = { resumeId: string | null; flush: () => Promise<unknown> | undefined; children: ReactNode };

export function VariantProvider({ resumeId, flush, children }: Props) {
  if (!resumeId) return children;
  return (
    <VariantStatus resumeId={resumeId} flush={flush}>
      {children}
    </VariantStatus>
  );
}

function VariantStatus({ resumeId, flush, children }: Props & { resumeId: string }) {
  const locale = useLocale() as Locale;
  const store = useEditorStore();
  const version = useEditor((s) => s.version);
  const [state, setState] = useState<TVariantState>({ step: "loading" });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    getVariantStatus(resumeId).then(
      (status) => live && setState({ step: "ready", status }),
      (error: unknown) => live && setState({ step: "error", error }),
    );
    return () => {
      live = false;
    };
  }, [resumeId, tick, version]);
  useEffect(() => {
    window.addEventListener("focus", reload);
    return () => window.removeEventListener("focus", reload);
  }, [reload]);

  const api = useMemo<TVariantApi>(
    () => ({
      state,
      reload,
      revert: async (path) => {
        await flush();
        const saved = await revertVariant(resumeId, { version: store.getState().version, path }, locale);
        store.replace(docOf(saved), { version: saved.version, updatedAt: saved.updatedAt });
      },
      detach: async () => {
        await detachVariant(resumeId, locale);
        reload();
      },
    }),
    [state, reload, flush, resumeId, store, locale],
  );
  const own = useMemo(
    () => new Map(state.step === "ready" ? state.status.own.map((field) => [field.path, field]) : []),
    [state],
  );
  return (
    <VariantContext.Provider value={api}>
      <OwnFields.Provider value={own}>{children}</OwnFields.Provider>
    </VariantContext.Provider>
  );
}

export function useVariant(): TVariantApi | null {
  return useContext(VariantContext);
}

/** The own field at `path` while the field shows something other than the master's value, else undefined. */
export function useOwnField(path: string | undefined, value: string): VariantOwnFieldDto | undefined {
  const field = useContext(OwnFields).get(path ?? "");
  return field && field.masterValue !== null && field.masterValue !== value ? field : undefined;
}
