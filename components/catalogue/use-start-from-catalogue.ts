"use client";
// "Use This Template" / "Use This Example" / the start dialog's blank resume: create the resume and open the
// editor; a template first goes through /editor/new's choice of a start (its sample, or empty with hints). A visitor
// goes to the login page with prev (docs/product.md §2 routing rules), except from a template or an example: there a
// new visitor goes to sign-up first and lands in the editor afterwards (template-start-path.ts); the resume cap sends
// the user to /templates?notify=1 after the message; a premium template opens the upgrade dialog (docs/product.md §6).
// The server enforces both limits; this only explains them. The request itself (create-from-catalogue.ts) loads when
// first needed.
import { useCallback, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { loginPath } from "@/lib/shared/auth/login-path";
import { useCurrentUser } from "@/lib/client/api-client/use-current-user";
import type { CatalogueStart } from "./create-from-catalogue";
import { exampleSignUpPath, templateSignUpPath } from "./template-start-path";

export function useStartFromCatalogue() {
  const locale = useLocale();
  const router = useRouter();
  const { status, user } = useCurrentUser();
  const tApi = useTranslations("ApiErrors");
  const [pending, setPending] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  const toLogin = useCallback(() => {
    // The full current URL (with ?template= / ?example=) so the user comes back to the same preview.
    const prev = `${window.location.pathname}${window.location.search}`;
    window.location.assign(loginPath(locale, prev));
  }, [locale]);

  const start = useCallback(
    async (what: CatalogueStart) => {
      const isVisitor = status === "signedOut" || status === "unknown";
      if (what.kind === "template" && isVisitor)
        return window.location.assign(templateSignUpPath(locale, what.template, what.theme));
      if (what.kind === "example" && isVisitor)
        return window.location.assign(exampleSignUpPath(locale, what.exampleId));
      if (isVisitor) return toLogin();
      if (what.kind === "template" && !what.start) {
        // A premium template for a regular user: the upgrade dialog here, as the server would answer on creation.
        if (what.isPro && user && !user.isVip) return setUpgradeOpen(true);
        // The start page offers the template's sample or empty sections with hints (issue 21 item 3), as after
        // sign-up; it creates the resume once chosen and refuses what the server refuses.
        const { template, theme } = what;
        return router.push({ pathname: "/editor/new", query: theme ? { template, theme } : { template } });
      }
      setPending(true);
      const outcome = await import("./create-from-catalogue")
        .then(({ createFromCatalogue }) => createFromCatalogue(what, locale, tApi))
        .catch(() => ({ kind: "failed", message: tApi("network"), isAtLimit: false }) as const);
      if (outcome.kind === "created") return router.push(`/editor/${outcome.resumeId}`);
      setPending(false);
      if (outcome.kind === "signIn") return toLogin();
      if (outcome.kind === "upgrade") return setUpgradeOpen(true);
      toast.error(outcome.message);
      if (outcome.isAtLimit) router.push("/templates?notify=1");
    },
    [locale, router, status, user, tApi, toLogin],
  );

  return { start, pending, upgradeOpen, setUpgradeOpen };
}
