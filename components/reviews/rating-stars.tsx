import { Star } from "lucide-react";
import { cn } from "@/lib/shared/utils/cn";

/** Five stars, `rating` of them filled; the label carries the number for screen readers. */
export function RatingStars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={cn("inline-flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden
          className={cn("size-4", value <= rating ? "fill-amber-400 text-amber-400" : "fill-none text-slate-300")}
        />
      ))}
    </span>
  );
}
