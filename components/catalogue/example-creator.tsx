// An example's creator: avatar and nickname (SPEC §3 Example.userId). The avatar is decorative (alt ""): the
// nickname beside it says who it is; a missing or broken image falls back to the initial.
import { Avatar } from "radix-ui";
import type { ExampleDto } from "@/lib/services/catalogue/to-catalogue-dto";
import { cn } from "@/lib/utils/cn";

type Props = { creator: ExampleDto["userId"]; label?: string; size?: "sm" | "md"; className?: string };

export function ExampleCreator({ creator, label, size = "sm", className }: Props) {
  return (
    <span className={cn("flex min-w-0 items-center gap-2", className)}>
      <Avatar.Root className={cn("inline-flex shrink-0 overflow-hidden rounded-full bg-brand-100", size === "sm" ? "size-7" : "size-10")}>
        {creator.avatar && <Avatar.Image src={creator.avatar} alt="" className="size-full object-cover" data-testid="creator-avatar" />}
        <Avatar.Fallback className="flex size-full items-center justify-center text-xs font-semibold text-brand-800">
          {creator.nickName.trim().charAt(0).toUpperCase() || "?"}
        </Avatar.Fallback>
      </Avatar.Root>
      <span className="min-w-0">
        {label && <span className="block text-xs text-slate-600">{label}</span>}
        <span className={cn("block truncate text-slate-800", size === "sm" ? "text-sm" : "font-medium")}>{creator.nickName}</span>
      </span>
    </span>
  );
}
