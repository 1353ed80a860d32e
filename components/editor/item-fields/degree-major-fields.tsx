"use client";
// An education entry's degree and major as two fields over the one stored subTitle (lib/client/editor/degree-major.ts).
// What the user typed in each is kept here, so clearing the degree never moves the major into the degree's field;
// an outside change (undo, a restore, the upload review) splits the stored text afresh.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { joinDegreeMajor, splitDegreeMajor, type DegreeMajor } from "@/lib/client/editor/degree-major";
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { TextField } from "../text-field";

type Props = { value: string; lang: TResumeLang; onValue: (value: string) => void; reviewPath?: string };

export function DegreeMajorFields({ value, lang, onValue, reviewPath }: Props) {
  const t = useTranslations("Editor.fields");
  const [parts, setParts] = useState<DegreeMajor>(() => splitDegreeMajor(value, lang));
  const [joined, setJoined] = useState(value);
  if (value !== joined) {
    setJoined(value);
    setParts(splitDegreeMajor(value, lang));
  }
  const update = (patch: Partial<DegreeMajor>) => {
    const next = { ...parts, ...patch };
    const text = joinDegreeMajor(next, lang);
    setParts(next);
    setJoined(text);
    onValue(text);
  };
  return (
    <>
      <TextField
        label={t("education.subTitle")}
        placeholder={t("education.subTitlePh")}
        value={parts.degree}
        onValue={(degree) => update({ degree })}
        reviewPath={reviewPath}
        reviewValue={value}
      />
      <TextField
        label={t("major")}
        placeholder={t("majorPh")}
        value={parts.major}
        onValue={(major) => update({ major })}
      />
    </>
  );
}
