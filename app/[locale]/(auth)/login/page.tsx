import type { Metadata } from "next";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { renderSignInPage, type SignInPageProps } from "../sign-in-page";

export async function generateMetadata({ params }: SignInPageProps): Promise<Metadata> {
  return pageMetadata((await params).locale, "login", "/login");
}

export default function LoginPage(props: SignInPageProps) {
  return renderSignInPage(props, "/login");
}
