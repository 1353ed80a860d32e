// For next/dynamic loaders: a component whose code cannot be loaded (offline, or a deploy removed the chunk) renders
// nothing instead of throwing, which in the layout would replace the whole page with the global error screen.
import type { ComponentType } from "react";

function Nothing() {
  return null;
}

export function orNothing<P>(component: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return component.catch(() => Nothing);
}
