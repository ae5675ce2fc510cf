/** The shape of a question while its minigame's code is on the way. */
export function QuestionSkeleton({ label }: { label: string }) {
  return (
    <div className="player-skeleton" role="status" aria-label={label}>
      <div className="player-skeleton__line" />
      <div className="player-skeleton__line player-skeleton__line--short" />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="player-skeleton__option" />
      ))}
    </div>
  );
}
