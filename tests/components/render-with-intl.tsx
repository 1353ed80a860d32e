// Renders a component as the app does: inside NextIntlClientProvider with the real messages of a locale.
import type { ReactElement } from "react";
import { render, type RenderResult } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { Locale } from "@/i18n/routing";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

export const messagesByLocale = { en, zh } as const;

export function renderWithIntl(ui: ReactElement, locale: Locale = "en"): RenderResult {
  return render(
    <NextIntlClientProvider locale={locale} messages={messagesByLocale[locale]} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );
}
