import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils/cn";
import { containerClass } from "./container-class";

/** The page's content column: full width on phones with side padding, capped and centred on wide screens. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn(containerClass, className)} {...props} />;
}
