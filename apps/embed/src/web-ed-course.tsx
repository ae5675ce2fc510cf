/**
 * <web-ed-course course="ecopower" lang="id" chapter="3011">: the custom element. It renders in
 * its own shadow root, styled only by adopted stylesheets (shadow-styles.ts), so the partner's
 * CSS and ours never meet. `course` is a course slug or subject id, `lang` one of the app's
 * languages (others: English), `chapter` optional (default the course's first). Changing an
 * attribute starts the element again.
 */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { resolveLang } from '@web-ed/engine';
import { EmbedApp } from './embed-app';
import type { EmbedRequest } from './embed-session';
import { styleShadowRoot } from './shadow-styles';
import '@web-ed/ui/tokens.css';
import './embed.css';

export const ELEMENT_NAME = 'web-ed-course';

export class WebEdCourse extends HTMLElement {
  static observedAttributes = ['course', 'lang', 'chapter'];
  private root: Root | null = null;
  private styles: { release: () => void } | null = null;

  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    this.styles = styleShadowRoot(shadow);
    this.root = createRoot(shadow);
    this.renderApp();
  }

  disconnectedCallback(): void {
    this.root?.unmount();
    this.root = null;
    this.styles?.release();
  }

  attributeChangedCallback(): void {
    this.renderApp();
  }

  private request(): EmbedRequest {
    const chapter = Number(this.getAttribute('chapter'));
    return {
      course: (this.getAttribute('course') ?? '').trim(),
      lang: resolveLang(this.getAttribute('lang')),
      chapter: Number.isInteger(chapter) && chapter > 0 ? chapter : undefined,
    };
  }

  private renderApp(): void {
    const request = this.request();
    this.root?.render(
      <StrictMode>
        <EmbedApp key={JSON.stringify(request)} request={request} />
      </StrictMode>,
    );
  }
}
