"use client";
// The colour theme picked on a template's page or preview, shared by its swatches (TemplateThemeSection) and its
// "Use This Template" button, which creates the resume on that theme (issue 21 item 3: it was lost in the editor).
import { createContext, useContext, useState, type ReactNode } from "react";

type ThemeChoice = { theme: string | undefined; setTheme: (theme: string) => void };

const ThemeChoiceContext = createContext<ThemeChoice | null>(null);

export function TemplateThemeChoice({ initialTheme, children }: { initialTheme?: string; children: ReactNode }) {
  const [theme, setTheme] = useState(initialTheme);
  return <ThemeChoiceContext.Provider value={{ theme, setTheme }}>{children}</ThemeChoiceContext.Provider>;
}

/** The shared choice inside a TemplateThemeChoice, else a choice of the caller's own (a section on its own). */
export function useTemplateThemeChoice(initialTheme?: string): ThemeChoice {
  const shared = useContext(ThemeChoiceContext);
  const [theme, setTheme] = useState(initialTheme);
  return shared ?? { theme, setTheme };
}
