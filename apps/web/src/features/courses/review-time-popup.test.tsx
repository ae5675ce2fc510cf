import { describe, expect, it } from 'vitest';
import en from '../../../../../packages/i18n/locales/en/dialogs.json';
import { render, title } from '../../lib/test-support/render-dialog';
import { ReviewTimePopup } from './review-time-popup';

const noop = () => undefined;

describe('review time popup', () => {
  it('review time names the chapter when known', async () => {
    const html = await render(
      <ReviewTimePopup chapterTitle="Greetings" onReview={noop} onLater={noop} />,
    );
    expect(title(html)).toBe(en.reviewTimeTitle);
    expect(html).toContain('Review Greetings now');
    const untitled = await render(
      <ReviewTimePopup chapterTitle={null} onReview={noop} onLater={noop} />,
    );
    expect(untitled).toContain(en.reviewTimeDescriptionNoTitle);
  });
});
