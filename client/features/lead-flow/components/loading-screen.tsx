import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../../i18n/use-t";

export interface LoadingScreenProps {
  message: string;
  durationMs: number;
  onDone: () => void;
}

const TICK_MS = 100;

/**
 * A progress bar from 0 to 100 over `durationMs`, then `onDone`. Timers rather than animation frames, so a
 * visitor who switches tabs still moves on (browsers pause frames in hidden tabs).
 */
export function LoadingScreen({ message, durationMs, onDone }: LoadingScreenProps) {
  const [progress, setProgress] = useState(0);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    const start = Date.now();
    const interval = setInterval(() => {
      setProgress(Math.min(100, ((Date.now() - start) / durationMs) * 100));
    }, TICK_MS);
    const timeout = setTimeout(() => {
      clearInterval(interval);
      setProgress(100);
      onDoneRef.current();
    }, durationMs);
    return () => {
      clearInterval(interval);
      clearTimeout(timeout);
    };
  }, [durationMs]);

  const t = useT();
  const rounded = Math.round(progress);
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <Loader2 className="mx-auto h-10 w-10 animate-spin text-brand-600" aria-hidden="true" />
      <h1
        data-screen-heading
        tabIndex={-1}
        className="mt-5 text-xl font-semibold text-balance text-slate-900 sm:text-2xl"
      >
        {message}
      </h1>
      <div
        role="progressbar"
        aria-label={t("leadFlow.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        className="mt-8 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-100 ease-linear"
          style={{ width: `${progress}%` }}
        />
      </div>
      <p className="mt-3 text-sm tabular-nums text-slate-500" aria-hidden="true">
        {rounded}%
      </p>
    </section>
  );
}
