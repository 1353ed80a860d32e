"use client";

import { useEffect } from "react";

/** The flag a freshly verified account arrives with (/resumes?start=1): open the start dialog once, then drop it. */
const START_FLAG = "start";

/** Calls `open` when the page was loaded with ?start=1 and removes the flag, so a reload or Back does not reopen. */
export function useStartFlag(open: () => void): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(START_FLAG) !== "1") return;
    url.searchParams.delete(START_FLAG);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    open();
    // Once, on arrival: `open` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
