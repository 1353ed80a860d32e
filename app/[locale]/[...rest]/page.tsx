import { notFound } from "next/navigation";

// Any path no other route matches renders the localized 404 inside the locale layout (header, footer, <html lang>),
// instead of falling through to the bare app/not-found.tsx.
export default function CatchAllPage() {
  notFound();
}
