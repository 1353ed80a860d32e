// A private, deleted or unknown public link: the same answer for all three, so nothing about the resume leaks.
import { getTranslations } from "next-intl/server";

export default async function PublicResumeNotFound() {
  const [en, zh] = await Promise.all([
    getTranslations({ locale: "en", namespace: "PublicResume" }),
    getTranslations({ locale: "zh", namespace: "PublicResume" }),
  ]);
  return (
    <main className="public-page">
      <div className="mx-auto max-w-md py-[12vh]">
        <p className="font-semibold text-emerald-700">404</p>
        <h1 className="mt-2 text-2xl font-semibold">{en("notFoundTitle")}</h1>
        <p lang="zh-CN" className="text-xl">
          {zh("notFoundTitle")}
        </p>
        <p className="mt-4 text-slate-600">{en("notFoundBody")}</p>
        <p lang="zh-CN" className="text-slate-600">
          {zh("notFoundBody")}
        </p>
        <p className="mt-6">
          <a href="/" className="text-emerald-700 underline">
            {en("backHome")}
          </a>
          {" · "}
          <a href="/ch" lang="zh-CN" className="text-emerald-700 underline">
            {zh("backHome")}
          </a>
        </p>
      </div>
    </main>
  );
}
