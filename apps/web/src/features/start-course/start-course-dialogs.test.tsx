/**
 * The start flow's dialogs render their title (aria-labelledby), their strings and their buttons,
 * en and id.
 */
import { describe, expect, it } from 'vitest';
import en from '../../../../../packages/i18n/locales/en/dialogs.json';
import id from '../../../../../packages/i18n/locales/id/dialogs.json';
import { render, title } from '../../lib/test-support/render-dialog';
import { SkillCheckPopup } from './skill-check-popup';
import { SurveyCompletedPopup } from './survey-completed-popup';
import { SurveyGatePopup } from './survey-gate-popup';

const noop = () => undefined;

describe('start course dialogs', () => {
  it('skill check: title, start and later', async () => {
    const html = await render(<SkillCheckPopup onStart={noop} onLater={noop} />);
    expect(title(html)).toBe(en.skillCheckTitle);
    expect(html).toContain(en.skillCheckStart);
    expect(html).toContain(en.skillCheckLater);
    const idHtml = await render(<SkillCheckPopup onStart={noop} onLater={noop} />, 'id');
    expect(title(idHtml)).toBe(id.skillCheckTitle);
    expect(idHtml).toContain(id.skillCheckLater);
  });
  it('survey gate names the program; survey completed thanks', async () => {
    const gate = await render(
      <SurveyGatePopup programName="ADB Climate" onStart={noop} onLater={noop} />,
    );
    expect(title(gate)).toBe(en.surveyGateTitle);
    expect(gate).toContain('ADB Climate asks you');
    expect(gate).toContain(en.surveyStart);
    const done = await render(<SurveyCompletedPopup onClose={noop} />, 'id');
    expect(title(done)).toBe(id.surveyCompletedTitle);
    expect(done).toContain('popup--success');
  });
});
