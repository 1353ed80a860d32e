"use client";
// The layout's toast area. sonner (~10 kB gzip) shows nothing until a toast is raised, so it loads after hydration
// instead of with every page's first JavaScript, together with where the toasts go (site-toaster.tsx). Nothing is
// lost meanwhile: sonner keeps toasts raised before a <Toaster> subscribes and shows them when it mounts. A page
// opened just before going offline loads it once the browser is back online; a failed load must not throw here, in
// the layout, where it would take down the whole page.
import { useEffect, useState, type ComponentType } from "react";

export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let isMounted = true;
    const load = () =>
      import("./site-toaster").then(
        (mod) => isMounted && setToaster(() => mod.SiteToaster),
        () => window.addEventListener("online", load, { once: true }),
      );
    void load();
    return () => {
      isMounted = false;
      window.removeEventListener("online", load);
    };
  }, []);
  return Toaster && <Toaster />;
}
