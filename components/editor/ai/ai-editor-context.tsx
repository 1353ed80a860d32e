"use client";
// The editor's AI polish, wired for the whole tree (issue 15 item 1): polish buttons call `startPolish`; the session
// that streams the suggestions and shows them (polish-session.tsx, with the diff) loads only when the first polish
// starts, so the editor's first load carries nothing of it. With AI off there is no context and no button.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import type { PolishTarget } from "@/lib/client/editor/polish-targets";

export type PolishRequest = { id: number; target: PolishTarget; jobDescription?: string };
type AiEditor = { startPolish: (target: PolishTarget, jobDescription?: string) => void; isPolishing: boolean };

const AiEditorContext = createContext<AiEditor | null>(null);

const PolishSession = dynamic(() => import("./polish-session").then((mod) => mod.PolishSession), { ssr: false });

/** Null when AI is off: callers render no AI control. */
export function useAiEditor(): AiEditor | null {
  return useContext(AiEditorContext);
}

export function AiEditorProvider({ isAiEnabled, children }: { isAiEnabled: boolean; children: ReactNode }) {
  const [request, setRequest] = useState<PolishRequest | null>(null);
  const [isPolishing, setIsPolishing] = useState(false);
  // A new polish replaces the one open: its stream is cancelled (refunded) when the session unmounts.
  const startPolish = useCallback((target: PolishTarget, jobDescription?: string) => {
    setRequest((previous) => ({ id: (previous?.id ?? 0) + 1, target, jobDescription }));
  }, []);
  const value = useMemo(() => ({ startPolish, isPolishing }), [startPolish, isPolishing]);
  if (!isAiEnabled) return <>{children}</>;
  return (
    <AiEditorContext.Provider value={value}>
      {children}
      {request && (
        <PolishSession
          key={request.id}
          request={request}
          onRunning={setIsPolishing}
          onClose={() => {
            setIsPolishing(false);
            setRequest(null);
          }}
        />
      )}
    </AiEditorContext.Provider>
  );
}
