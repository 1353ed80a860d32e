"use client";
// Focus follows the creator's step: a step's heading takes focus when the step appears (its code may load only then),
// so keyboard and screen-reader users land on the new step. Not on the page's first render.
import { useEffect, useRef } from "react";

export function useFocusOnMount<T extends HTMLElement>(isEnabled: boolean) {
  const ref = useRef<T>(null);
  const shouldFocus = useRef(isEnabled);
  useEffect(() => {
    if (shouldFocus.current) ref.current?.focus();
  }, []);
  return ref;
}
