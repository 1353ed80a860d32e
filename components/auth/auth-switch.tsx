import type { ReactNode } from "react";

/** Marks the forgot-password panel inside a card, for AuthSwitch. */
export const FORGOT_PANEL = { "data-auth-panel": "forgot" } as const;

/**
 * Heading text that follows the panel a card shows (issue 21 item 16: the forgot-password panel is headed "Reset your
 * password", not "Welcome back"): both are rendered on the server and CSS shows the one that fits, so the sign-in
 * page's first-load JavaScript, at its budget (docs/benchmarks.md), does not grow. Hidden text is out of the
 * accessibility tree too.
 */
export function AuthSwitch({ normal, forgot }: { normal: ReactNode; forgot: ReactNode }) {
  return (
    <>
      <span className="group-has-[[data-auth-panel=forgot]]/card:hidden">{normal}</span>
      <span className="hidden group-has-[[data-auth-panel=forgot]]/card:inline">{forgot}</span>
    </>
  );
}
