/**
 * One error boundary per route (section 8): a screen that throws while rendering is reported and
 * replaced by a fallback with "try again" and "back to home", while the frame around it (menu,
 * bottom bar) keeps working. Key it by the path so that leaving the route resets it.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { useSnapshot } from 'valtio';
import { HeroArt } from '../../lib/icons';
import { VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import { state } from '../../lib/store';
import { reportError } from './sentry';

interface Props {
  /** The route's path, sent with the report. */
  route: string;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * A screen chunk that failed to download: React.lazy keeps the failed import, so only a reload
 * (which also picks up a newer deployment) can bring the screen back.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/.test(error.message)
  );
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { route: this.props.route, componentStack: info.componentStack });
  }

  private readonly retry = (): void => {
    if (isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return <ScreenFailed onRetry={this.retry} />;
  }
}

export function ScreenFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors');
  const snap = useSnapshot(state);
  return (
    <div className="page page--center" role="alert">
      <HeroArt name="help" />
      <h1 className="page__title">{t('screenFailedTitle')}</h1>
      <p className="muted">{t('screenFailedText')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common:retry')}
      </button>
      <VLink to={snap.session ? PATH.home : PATH.landing} className="button button--secondary">
        {t('common:backToHome')}
      </VLink>
    </div>
  );
}
