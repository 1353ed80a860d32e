import type { ReactNode } from "react";

// app/not-found.tsx (for URLs outside [locale]) needs a root layout. The <html> element belongs to
// app/[locale]/layout.tsx, which knows the language, so this one only passes its children through.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
