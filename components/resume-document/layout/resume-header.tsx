import { Avatar } from "../parts/avatar";
import { ContactList, type ContactSource } from "../parts/contact-list";
import { LangText } from "../parts/lang-text";

type Props = ContactSource & { withContact: boolean; withAvatar: boolean };

export function ResumeHeader({ withContact, withAvatar, ...contact }: Props) {
  const { basicInfo, lang } = contact;
  return (
    <header className="rs-header">
      {withAvatar && <Avatar src={basicInfo.avatar} name={basicInfo.name} />}
      <div className="rs-header-text">
        {basicInfo.name && (
          <h1 className="rs-name">
            <LangText text={basicInfo.name} lang={lang} />
          </h1>
        )}
        {basicInfo.title && (
          <p className="rs-title">
            <LangText text={basicInfo.title} lang={lang} />
          </p>
        )}
        {withContact && <ContactList {...contact} layout="row" />}
      </div>
    </header>
  );
}
