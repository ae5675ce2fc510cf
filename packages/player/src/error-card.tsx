import type { ReactNode } from 'react';

interface ErrorCardProps {
  title: string;
  message: string;
  children?: ReactNode;
}

/** A problem the student can read and act on, in place of the question. */
export function ErrorCard({ title, message, children }: ErrorCardProps) {
  return (
    <div className="player-error" role="alert">
      <p className="player-error__title">
        <span aria-hidden="true">⚠️ </span>
        {title}
      </p>
      <p className="player-error__message">{message}</p>
      {children}
    </div>
  );
}
