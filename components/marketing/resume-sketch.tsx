import { cn } from "@/lib/utils/cn";

// A purely decorative, wordless drawing of a resume page (bars instead of text), so the hero has a visual
// without inventing a person, a company or a number. Hidden from assistive technology.
const Bar = ({ className }: { className: string }) => <div className={cn("h-2 rounded-full bg-slate-200", className)} />;

function Section({ lines }: { lines: string[] }) {
  return (
    <div className="space-y-2">
      <Bar className="h-2.5 w-1/3 bg-brand-600/80" />
      {lines.map((width, index) => (
        <Bar key={index} className={width} />
      ))}
    </div>
  );
}

export function ResumeSketch({ className }: { className?: string }) {
  return (
    <div aria-hidden className={cn("relative", className)}>
      <div className="absolute -inset-4 -z-10 rotate-3 rounded-3xl bg-brand-100/70" />
      <div className="aspect-[1/1.414] rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/10 sm:p-8">
        <div className="flex items-center gap-4">
          <div className="size-14 shrink-0 rounded-full bg-brand-100 ring-4 ring-brand-50" />
          <div className="flex-1 space-y-2">
            <Bar className="h-3.5 w-1/2 bg-slate-800/80" />
            <Bar className="w-1/3 bg-brand-300" />
          </div>
        </div>
        <div className="mt-6 flex gap-2">
          <Bar className="w-16" />
          <Bar className="w-20" />
          <Bar className="w-12" />
        </div>
        <div className="mt-8 grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-6">
          <div className="space-y-7">
            <Section lines={["w-full", "w-11/12", "w-4/5"]} />
            <Section lines={["w-full", "w-5/6", "w-full", "w-2/3"]} />
            <Section lines={["w-full", "w-3/4", "w-11/12", "w-1/2"]} />
            <Section lines={["w-5/6", "w-full", "w-2/3"]} />
          </div>
          <div className="space-y-7">
            <Section lines={["w-full", "w-3/4", "w-5/6"]} />
            <div className="space-y-2">
              <Bar className="h-2.5 w-1/2 bg-brand-600/80" />
              <div className="flex flex-wrap gap-1.5 pt-1">
                {["w-10", "w-14", "w-8", "w-12", "w-9", "w-11"].map((width, index) => (
                  <div key={index} className={cn("h-4 rounded-full bg-brand-50 ring-1 ring-brand-200", width)} />
                ))}
              </div>
            </div>
            <Section lines={["w-2/3", "w-full", "w-4/5"]} />
          </div>
        </div>
      </div>
    </div>
  );
}
