// Open Graph card of a public resume (1200 × 630): name, job title, location. Fonts are passed explicitly, read
// from @fontsource/noto-sans-sc (woff: satori cannot read woff2): without them next/og reaches for the network.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { findPublicResume } from "@/lib/server/services/public-resumes/find-public-resume";
import { toPublicResumeView } from "@/lib/server/services/public-resumes/to-public-resume-view";
import { ZPublicSlug } from "@/lib/shared/validations/pdf/download";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "Resume";

const fontDir = path.join(process.cwd(), "node_modules/@fontsource/noto-sans-sc/files");
const fontFile = (subset: string, weight: 400 | 700) =>
  readFile(path.join(fontDir, `noto-sans-sc-${subset}-${weight}-normal.woff`));

export default async function OpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const resume = ZPublicSlug.safeParse(slug).success ? await findPublicResume(slug) : null;
  if (!resume) notFound();
  const { data } = toPublicResumeView(resume);
  const [latin400, latin700, sc400, sc700] = await Promise.all([
    fontFile("latin", 400),
    fontFile("latin", 700),
    fontFile("chinese-simplified", 400),
    fontFile("chinese-simplified", 700),
  ]);
  const name = data.basicInfo.name || resume.name;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: 80,
        background: "#f8fafc",
        fontFamily: "Noto Sans Latin, Noto Sans SC",
      }}
    >
      <div style={{ display: "flex", width: 96, height: 8, background: "#059669", borderRadius: 4 }} />
      <div style={{ display: "flex", marginTop: 40, fontSize: 76, fontWeight: 700, color: "#0f172a" }}>{name}</div>
      {data.basicInfo.title && (
        <div style={{ display: "flex", marginTop: 16, fontSize: 44, color: "#047857" }}>{data.basicInfo.title}</div>
      )}
      {data.basicInfo.location && (
        <div style={{ display: "flex", marginTop: 24, fontSize: 32, color: "#475569" }}>{data.basicInfo.location}</div>
      )}
      <div style={{ display: "flex", marginTop: "auto", fontSize: 28, color: "#64748b" }}>ResumeCraft</div>
    </div>,
    {
      ...size,
      // Satori uses the first font of a family that has the weight, so the two subsets need two family names.
      fonts: [
        { name: "Noto Sans SC", data: sc400, weight: 400, style: "normal" },
        { name: "Noto Sans SC", data: sc700, weight: 700, style: "normal" },
        { name: "Noto Sans Latin", data: latin400, weight: 400, style: "normal" },
        { name: "Noto Sans Latin", data: latin700, weight: 700, style: "normal" },
      ],
    },
  );
}
