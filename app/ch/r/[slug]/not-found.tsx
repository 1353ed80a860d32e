// An unknown, private or deleted link under the Chinese address: the not-found page in Chinese.
import { PublicNotFound } from "@/components/public-resumes/public-not-found";

export default function ChinesePublicResumeNotFound() {
  return <PublicNotFound locale="zh" />;
}
