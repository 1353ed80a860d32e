// The home page's two calls to action (the hero's and the closing one): start a resume, whose start dialog offers the
// AI creator only when the `ai` toggle is on (read here, on the server: lib/server/env.ts), and one other page as an
// outline link beside it. A server component: it adds no client code to the page.
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { isAiEnabled } from "@/lib/server/env";
import { cn } from "@/lib/shared/utils/cn";
import { StartResumeButton } from "./start-resume-button";

type Props = { label: string; other: { href: "/pricing" | "/templates"; label: string }; className: string };

export function StartActions({ label, other, className }: Props) {
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row", className)}>
      <StartResumeButton label={label} isAiEnabled={isAiEnabled()} />
      <Link href={other.href} className={buttonClasses({ variant: "outline", size: "lg" })}>
        {other.label}
      </Link>
    </div>
  );
}
