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
        <svg className="player-error__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
        </svg>
        {title}
      </p>
      <p className="player-error__message">{message}</p>
      {children}
    </div>
  );
}
