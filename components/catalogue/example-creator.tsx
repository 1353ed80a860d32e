// An example's creator: avatar and nickname (docs/product.md §3 Example.userId). The avatar is decorative (alt ""): the
// nickname beside it says who it is. Plain markup, no JavaScript: the initial sits under the image and shows while it
// loads, and stays when there is none or it fails (an image with alt="" paints nothing then).
import { cn } from "@/lib/shared/utils/cn";
import type { ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";

type Props = { creator: ExampleDto["userId"]; label?: string; size?: "sm" | "md"; className?: string };

export function ExampleCreator({ creator, label, size = "sm", className }: Props) {
  return (
    <span className={cn("flex min-w-0 items-center gap-2", className)}>
      <span
        className={cn(
          "relative inline-flex shrink-0 overflow-hidden rounded-full bg-brand-100",
          size === "sm" ? "size-7" : "size-10",
        )}
      >
        <span aria-hidden className="flex size-full items-center justify-center text-xs font-semibold text-brand-800">
          {creator.nickName.trim().charAt(0).toUpperCase() || "?"}
        </span>
        {creator.avatar && (
          // eslint-disable-next-line @next/next/no-img-element -- a seeded or uploaded avatar at icon size
          <img
            src={creator.avatar}
            alt=""
            className="absolute inset-0 size-full object-cover"
            data-testid="creator-avatar"
          />
        )}
      </span>
      <span className="min-w-0">
        {label && <span className="block text-xs text-slate-600">{label}</span>}
        <span className={cn("block truncate text-slate-800", size === "sm" ? "text-sm" : "font-medium")}>
          {creator.nickName}
        </span>
      </span>
    </span>
  );
}
