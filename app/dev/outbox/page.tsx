// GET /dev/outbox – the local outbox (mail and SMS written to <DATA_DIR>/outbox), so that a person running the
// product without SMTP can read a code. 404 when SMTP is configured or the outbox is closed to this client
// (lib/server/mail/is-loopback-request.ts: loopback server and client by default, DEV_OUTBOX=true for everyone).
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { isSmtpConfigured } from "@/lib/server/env";
import { isOutboxOpen } from "@/lib/server/mail/is-loopback-request";
import { readOutbox } from "@/lib/server/mail/outbox";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Outbox", robots: { index: false } };

export default async function OutboxPage() {
  const requestHeaders = await headers();
  if (isSmtpConfigured() || !isOutboxOpen(requestHeaders)) notFound();
  const locale = requestLocale(requestHeaders);
  const t = createTranslator({ locale, messages: locale === "zh" ? zh : en, namespace: "DevOutbox" });
  const messages = await readOutbox(50);
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-sm text-slate-600">{t("intro")}</p>
      {messages.length === 0 && <p className="mt-8">{t("empty")}</p>}
      <ol className="mt-8 flex flex-col gap-4">
        {messages.map((message) => (
          <li
            key={message.id}
            data-testid="outbox-message"
            data-to={message.to}
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <p className="text-xs text-slate-500">
              {message.channel === "mail" ? t("mail") : t("sms")} · {t("to")}{" "}
              <span data-testid="outbox-to">{message.to}</span> · {message.createdAt}
            </p>
            {message.subject && <h2 className="mt-1 font-semibold">{message.subject}</h2>}
            <pre className="mt-2 text-sm whitespace-pre-wrap">{message.text}</pre>
          </li>
        ))}
      </ol>
    </main>
  );
}
