"use client";
// Dark reading mode for the public page: a data attribute on <html> that public-page.css styles; the choice is
// remembered per browser.
import { Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

const STORAGE_KEY = "public-resume-theme";

export function DarkModeToggle() {
  const t = useTranslations("PublicResume");
  const [dark, setDark] = useState(false);

  useEffect(() => {
    // Restores the stored choice after hydration; the server cannot know it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDark(localStorage.getItem(STORAGE_KEY) === "dark");
  }, []);

  useEffect(() => {
    document.documentElement.dataset.theme = dark ? "dark" : "light";
  }, [dark]);

  function toggle() {
    const next = !dark;
    setDark(next);
    localStorage.setItem(STORAGE_KEY, next ? "dark" : "light");
  }

  return (
    <button type="button" onClick={toggle} aria-pressed={dark} className="public-toolbar-button">
      {dark ? <Sun aria-hidden className="size-4" /> : <Moon aria-hidden className="size-4" />}
      {dark ? t("lightMode") : t("darkMode")}
    </button>
  );
}
