import type { ReactNode } from "react";
import "../globals.css";

// Developer pages live outside the locales, so they bring their own document.
export default function DevLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="bg-slate-50 text-slate-900">{children}</body>
    </html>
  );
}
