/** One mission: its step, title, state, progress, rewards and the action it offers. */
import { useTranslation } from '@web-ed/i18n/react';
import { missionAction, stateLabelKey } from './mission-rules';
import type { MissionItem } from '@web-ed/schemas/api';
import { Glyph } from '../../lib/icons';
import { MissionProgress } from './mission-claim';

export function MissionCard({
  item,
  sourcePage,
  claiming,
  onClaim,
  step,
}: {
  item: MissionItem;
  sourcePage: string;
  claiming: string | null;
  onClaim: () => void;
  step?: number;
}) {
  const { t } = useTranslation('missions');
  const action = missionAction(item, sourcePage);
  const titleId = `mission-${item.id}`;
  return (
    <li className={`mission mission--${item.state}`} data-state={item.state}>
      <div className="mission__head">
        {step !== undefined && (
          <span className="mission__step" aria-hidden="true">
            {item.state === 'claimed' ? <Glyph name="check" size={20} /> : step}
          </span>
        )}
        <h2 id={titleId} className="mission__title">
          {item.title}
        </h2>
        <span className={`mission__state mission__state--${item.state}`}>
          {item.state === 'locked' && <Glyph name="lock" size={14} />}
          {t(stateLabelKey(item.state))}
        </span>
      </div>
      <MissionProgress
        item={item}
        block="mission"
        titleId={titleId}
        claiming={claiming}
        onClaim={onClaim}
        canClaim={action.kind === 'claim'}
        goTo={action.kind === 'go' ? action.to : null}
      />
    </li>
  );
}
