/** A stopwatch, for the countdown and the round's intro; decorative (the words carry the time). */
export function TimerIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M9 1h6v2H9V1Zm10.03 6.39 1.42-1.42-1.41-1.41-1.43 1.42A8.96 8.96 0 0 0 12 4a9 9 0 1 0 7.03 3.39ZM12 20a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm1-12h-2v6h2V8Z" />
    </svg>
  );
}
