"use client";

// docs/product.md §2 /settings: setting (with the PDF data toggle, issue 25 item 4), orders (?type=orders), tokens
// (ai toggle on), balances, cellphone (zh), destroy.
import { Tabs } from "radix-ui";
import { useLocale, useTranslations } from "next-intl";
import { BalancesTab } from "./balances-tab";
import { DataExportCard } from "./data-export-card";
import { DestroyAccount } from "./destroy-account";
import { EmailCard } from "./email-card";
import { OrdersTab } from "./orders-tab";
import { PhoneBindForm } from "./phone-bind-form";
import { PasswordCard } from "./password-card";
import { PdfDataCard } from "./pdf-data-card";
import { ProfileForm } from "./profile-form";
import { SessionsCard } from "./sessions-card";
import { TokensTab } from "./tokens-tab";

export type SettingsTab = "setting" | "orders" | "tokens" | "balances" | "cellphone" | "destroy";

// On a phone the tabs form one row that scrolls sideways: six Chinese labels would otherwise wrap a character a line.
// A scrolling box clips what is drawn outside it, and the keyboard focus ring sits 4 px outside each tab
// (globals.css: 2 px outline, 2 px offset): the list pads itself by that much (p-1), and takes it back with -m-1 so
// the tabs stay aligned with the panel (issue 21 item 16: the Chinese tab row's ring was cut off). Chromium does not
// scroll a tab that keyboard focus reaches while it is partly in view, so a focused tab scrolls itself fully in,
// keeping its ring's width (scroll-mx-1) inside the row.
const triggerClass =
  "shrink-0 scroll-mx-1 whitespace-nowrap rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-600 hover:bg-slate-100 " +
  "data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800";

export function SettingsTabs({ initialTab, isAiEnabled }: { initialTab: SettingsTab; isAiEnabled: boolean }) {
  const t = useTranslations("Settings");
  const locale = useLocale();
  const tabs: SettingsTab[] = [
    "setting",
    "orders",
    ...(isAiEnabled ? (["tokens"] as const) : []),
    "balances",
    ...(locale === "zh" ? (["cellphone"] as const) : []),
    "destroy",
  ];
  const active = tabs.includes(initialTab) ? initialTab : "setting";
  return (
    <Tabs.Root defaultValue={active} orientation="vertical" className="grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
      <Tabs.List aria-label={t("title")} className="-m-1 flex gap-1 overflow-x-auto p-1 md:flex-col">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className={triggerClass}
            // Optional call: jsdom (component tests) has no scrollIntoView.
            onFocus={(event) => event.currentTarget.scrollIntoView?.({ block: "nearest", inline: "nearest" })}
          >
            {t(`tabs.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-6">
        <Tabs.Content value="setting" className="flex flex-col gap-8">
          <ProfileForm />
          <EmailCard />
          <PasswordCard />
          <PdfDataCard />
          <SessionsCard />
        </Tabs.Content>
        <Tabs.Content value="cellphone">
          <PhoneBindForm />
        </Tabs.Content>
        {isAiEnabled && (
          <Tabs.Content value="tokens">
            <TokensTab />
          </Tabs.Content>
        )}
        <Tabs.Content value="orders">
          <OrdersTab />
        </Tabs.Content>
        <Tabs.Content value="balances">
          <BalancesTab />
        </Tabs.Content>
        <Tabs.Content value="destroy" className="flex flex-col gap-8">
          <DataExportCard />
          <div className="border-t border-slate-100 pt-6">
            <DestroyAccount />
          </div>
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
