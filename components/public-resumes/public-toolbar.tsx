// The buttons above a public resume; each appears only when the owner's (effective) options allow it.
import type { PublicOptions } from "@/lib/validations/public-resumes/public-options";
import { DarkModeToggle } from "./dark-mode-toggle";
import { PublicDownloadButton } from "./public-download-button";
import { ShareButton } from "./share-button";

type Props = { options: PublicOptions; shareUrl: string; slug: string; name: string; label: string };

export function PublicToolbar({ options, shareUrl, slug, name, label }: Props) {
  if (!options.showShareBtn && !options.downloadable && !options.showToggleDarkMode) return null;
  return (
    <nav aria-label={label} className="public-toolbar">
      {options.showShareBtn && <ShareButton url={shareUrl} title={name} />}
      {options.downloadable && <PublicDownloadButton slug={slug} name={name} />}
      {options.showToggleDarkMode && <DarkModeToggle />}
    </nav>
  );
}
