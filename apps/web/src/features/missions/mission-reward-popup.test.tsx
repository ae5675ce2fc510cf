import { describe, expect, it } from 'vitest';
import en from '../../../../../packages/i18n/locales/en/dialogs.json';
import { render, title } from '../../lib/test-support/render-dialog';
import { hasRewards, MissionRewardPopup } from './mission-reward-popup';

const noop = () => undefined;

describe('mission reward popup', () => {
  it('reward popup lists only what was earned', async () => {
    expect(hasRewards(null)).toBe(false);
    expect(hasRewards({ points: 0, diamonds: 0, votes: 0 })).toBe(false);
    expect(hasRewards({ points: 0, diamonds: 0, votes: 1 })).toBe(true);
    const html = await render(
      <MissionRewardPopup rewards={{ points: 1500, diamonds: 3, votes: 0 }} onClose={noop} />,
    );
    expect(title(html)).toBe(en.missionRewardTitle);
    expect(html).toContain('1.5K points');
    expect(html).toContain('3 diamonds');
    expect(html).not.toContain('votes');
  });
});
