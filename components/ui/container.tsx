import type { HTMLAttributes } from "react";
import { cn } from "@/lib/shared/utils/cn";
import { containerClass, narrowContainerClass } from "./container-class";

type Props = HTMLAttributes<HTMLDivElement> & {
  /** "narrow" caps the column for reading (max-w-3xl); `className` adds spacing and layout, never another width. */
  width?: "default" | "narrow";
};

/** The page's content column: full width on phones with side padding, capped and centred on wide screens. */
export function Container({ width = "default", className, ...props }: Props) {
  return <div className={cn(width === "narrow" ? narrowContainerClass : containerClass, className)} {...props} />;
}
