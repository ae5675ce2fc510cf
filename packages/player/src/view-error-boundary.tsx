import { Component, type ReactNode } from 'react';

interface ViewErrorBoundaryProps {
  /** What to show instead of a view that failed to load or crashed. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a broken or unreachable minigame from blanking the whole Player. */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
