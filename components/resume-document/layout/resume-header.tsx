import type { TBasicInfo, TLink, TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { Avatar } from "../parts/avatar";
import { ContactList } from "../parts/contact-list";

type Props = {
  basicInfo: TBasicInfo;
  links: TLink[];
  lang: TResumeLang;
  hideEmail?: boolean;
  hidePhone?: boolean;
  withContact: boolean;
  withAvatar: boolean;
};

export function ResumeHeader({ basicInfo, links, lang, hideEmail, hidePhone, withContact, withAvatar }: Props) {
  return (
    <header className="rs-header">
      {withAvatar && <Avatar src={basicInfo.avatar} name={basicInfo.name} />}
      <div className="rs-header-text">
        {basicInfo.name && <h1 className="rs-name">{basicInfo.name}</h1>}
        {basicInfo.title && <p className="rs-title">{basicInfo.title}</p>}
        {withContact && (
          <ContactList
            basicInfo={basicInfo}
            links={links}
            lang={lang}
            hideEmail={hideEmail}
            hidePhone={hidePhone}
            layout="row"
          />
        )}
      </div>
    </header>
  );
}
