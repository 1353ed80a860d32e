import { safeImageSrc } from "@/lib/shared/resume/safe-url";

/** The photo is optional: nothing at all is rendered without one (no empty placeholder on the page). */
export function Avatar({ src, name }: { src: string; name: string }) {
  const safe = safeImageSrc(src);
  if (!safe) return null;
  // A plain <img>: next/image needs a loader the print page and PDF renderer do not have.
  // eslint-disable-next-line @next/next/no-img-element
  return <img className="rs-avatar" src={safe} alt={name} width={96} height={96} />;
}
