// The buttons of a public resume; each owner-controlled one appears only when the owner's (effective) options allow
// it. On a wide screen they sit above the page as before; on a narrow one (public-page.css) the bar is pinned to the
// bottom edge, within a thumb's reach, and adds what a recruiter on a phone needs: write or call (when the owner left
// the e-mail or phone visible: hidden ones are already blank here) and the switch between reading view and page.
import { Mail, Phone } from "lucide-react";
import type { PublicOptions } from "@/lib/shared/validations/public-resumes/public-options";
import { DarkModeToggle } from "./dark-mode-toggle";
import { PublicDownloadButton } from "./public-download-button";
import { ShareButton } from "./share-button";
import { ViewSwitch } from "./view-switch";

type Props = {
  options: PublicOptions;
  shareUrl: string;
  /** The PDF's address: the public link's download, or a tracked link's (issue 26 item 4). */
  downloadEndpoint: string;
  name: string;
  /** The resume's e-mail and phone as the public page may show them ("" when hidden or empty). */
  contact: { email: string; phone: string };
  labels: { toolbar: string; email: string; call: string };
};

export function PublicToolbar({ options, shareUrl, downloadEndpoint, name, contact, labels }: Props) {
  const phoneHref = contact.phone.replace(/[^\d+]/g, "");
  const owned = options.showShareBtn || options.downloadable || options.showToggleDarkMode;
  return (
    <nav aria-label={labels.toolbar} className={owned ? "public-toolbar" : "public-toolbar public-toolbar-narrow"}>
      {contact.email && (
        <a href={`mailto:${contact.email}`} className="public-toolbar-button public-narrow-only">
          <Mail aria-hidden className="size-4" />
          {labels.email}
        </a>
      )}
      {phoneHref && (
        <a href={`tel:${phoneHref}`} className="public-toolbar-button public-narrow-only">
          <Phone aria-hidden className="size-4" />
          {labels.call}
        </a>
      )}
      {options.showShareBtn && <ShareButton url={shareUrl} title={name} />}
      {options.downloadable && <PublicDownloadButton endpoint={downloadEndpoint} name={name} />}
      {options.showToggleDarkMode && <DarkModeToggle />}
      <ViewSwitch />
    </nav>
  );
}
