import { Avatar } from "../parts/avatar";
import { ContactList, type ContactSource } from "../parts/contact-list";

type Props = ContactSource & { withContact: boolean; withAvatar: boolean };

export function ResumeHeader({ withContact, withAvatar, ...contact }: Props) {
  const { basicInfo } = contact;
  return (
    <header className="rs-header">
      {withAvatar && <Avatar src={basicInfo.avatar} name={basicInfo.name} />}
      <div className="rs-header-text">
        {basicInfo.name && <h1 className="rs-name">{basicInfo.name}</h1>}
        {basicInfo.title && <p className="rs-title">{basicInfo.title}</p>}
        {withContact && <ContactList {...contact} layout="row" />}
      </div>
    </header>
  );
}
