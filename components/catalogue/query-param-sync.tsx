"use client";
// Reports one query parameter of the URL (page load, back/forward, links elsewhere on the site) to its list, e.g.
// ?template= or ?example=. Its own component, rendered inside <Suspense>, so only it reads useSearchParams and the
// rest of the page stays statically rendered.
import { useEffect, useEffectEvent } from "react";
import { useSearchParams } from "next/navigation";

export function QueryParamSync({ name, onChange }: { name: string; onChange: (value: string | null) => void }) {
  const value = useSearchParams()?.get(name) || null;
  // Only a change of the value is news; a new callback identity (the list re-rendering) must not replay it.
  const report = useEffectEvent(onChange);
  useEffect(() => report(value), [value]);
  return null;
}
