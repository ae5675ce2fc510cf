/**
 * /leaderboard/: weekly and all-time, everyone or the student's country. The top three stand on
 * a podium; the others follow in a list, each with a bar of their points against the leader's.
 * The student's own place always shows: on the podium, or highlighted and sticky in the list
 * when in the top, else appended after it (with a gap marker) and sticky at the bottom of the
 * screen. Every number stays written out; the bars and steps only picture it.
 */
import { Fragment, useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { abbreviateNumber } from '@web-ed/engine';
import { Bar } from '../../lib/pictures/bar';
import { Podium } from '../../lib/pictures/podium';
import { maxOf, splitPodium } from '../../lib/pictures/scale';
import { Loaded } from '../../lib/chrome';
import { ShopAvatar } from '../shop';
import { boardKey, loadBoard } from './leaderboard-api';
import type { Scope } from './board-query';
import { leaderboardRows, type LeaderRow } from './leaderboard-rows';
import { Tabs } from '../../lib/tabs';
import { useLoad } from '../../lib/use-load';
import { formatDate, regionName } from '../../lib/intl-text';
import './leaderboard.css';

function useRegion(country: string | null): string | null {
  const { i18n } = useTranslation('leaderboard');
  return country ? regionName(i18n.language, country) : null;
}

function Row({
  row,
  urls,
  sticky,
  max,
}: {
  row: LeaderRow;
  urls: Readonly<Record<number, string>>;
  sticky: boolean;
  /** The leader's points: the length of every bar's track. */
  max: number;
}) {
  const { t } = useTranslation('leaderboard');
  const region = useRegion(row.country);
  const name = row.name ?? t('noName');
  return (
    <li
      className={`board__row ${row.is_me ? 'board__row--me' : ''} ${sticky ? 'board__row--sticky' : ''}`}
      aria-current={row.is_me ? 'true' : undefined}
    >
      <span className="board__rank">
        <span className="visually-hidden">{t('rank')} </span>
        {abbreviateNumber(row.rank)}
      </span>
      <ShopAvatar id={row.avatar_id} url={urls[row.avatar_id]} size={40} />
      <span className="board__who">
        <span className="board__name">
          {name}
          {row.is_me && <span className="board__you"> ({t('you')})</span>}
        </span>
        {region && <span className="board__country">{region}</span>}
        <Bar
          className="board__bar"
          value={row.points}
          max={max}
          tone={row.is_me ? 'me' : 'primary'}
        />
      </span>
      <span className="board__points">{t('points', { value: abbreviateNumber(row.points) })}</span>
    </li>
  );
}

function PodiumName({ row }: { row: LeaderRow }) {
  const { t } = useTranslation('leaderboard');
  const region = useRegion(row.country);
  return (
    <>
      {row.name ?? t('noName')}
      {row.is_me && <span className="board__you"> ({t('you')})</span>}
      {region && <span className="visually-hidden">, {region}</span>}
    </>
  );
}

export function Leaderboard() {
  const { t, i18n } = useTranslation('leaderboard');
  const [scope, setScope] = useState<Scope>('weekly');
  const [byCountry, setByCountry] = useState(false);
  const [load, retry] = useLoad(
    () => loadBoard(scope, byCountry),
    [scope, byCountry],
    boardKey(scope, byCountry),
  );
  return (
    <div className="page leaderboard">
      <h1 className="page__title">{t('title')}</h1>
      <Tabs
        label={t('scopeLabel')}
        selected={scope}
        onSelect={setScope}
        tabs={[
          { id: 'weekly', label: t('weekly') },
          { id: 'all_time', label: t('allTime') },
        ]}
      >
        <div className="segmented" role="group" aria-label={t('whereLabel')}>
          <button
            type="button"
            className="chip"
            aria-pressed={!byCountry}
            onClick={() => setByCountry(false)}
          >
            {t('everyone')}
          </button>
          <button
            type="button"
            className="chip"
            aria-pressed={byCountry}
            onClick={() => setByCountry(true)}
          >
            {t('myCountry')}
          </button>
        </div>
        <Loaded load={load} retry={retry}>
          {({ board, urls }) => {
            const { rows, ownAppended } = leaderboardRows(board);
            // The own row appended after the top keeps to the list, off the podium.
            const split = splitPodium(ownAppended ? rows.slice(0, -1) : rows);
            const { podium } = split;
            const rest = ownAppended ? [...split.rest, rows.at(-1)!] : split.rest;
            const max = maxOf(rows.map((r) => r.points));
            const noCountry = byCountry && board.country === null;
            return (
              <>
                {board.resets_at !== null && (
                  <p className="muted">
                    {t('resetsAt', {
                      date: formatDate(
                        i18n.language,
                        { dateStyle: 'medium', timeStyle: 'short' },
                        board.resets_at,
                      ),
                    })}
                  </p>
                )}
                {noCountry && <p className="card card--warning">{t('noCountry')}</p>}
                {board.top.length === 0 && <p className="muted">{t('empty')}</p>}
                <Podium
                  label={t('podiumLabel')}
                  rankLabel={t('rank')}
                  places={podium.map((r) => ({
                    key: `${r.rank}-${r.spot}`,
                    rank: r.rank,
                    spot: r.spot,
                    me: r.is_me,
                    name: <PodiumName row={r} />,
                    detail: t('points', { value: abbreviateNumber(r.points) }),
                    avatar: <ShopAvatar id={r.avatar_id} url={urls[r.avatar_id]} size={48} />,
                  }))}
                />
                {rest.length > 0 && (
                  <ol
                    className="board"
                    aria-label={podium.length > 0 ? t('restLabel') : t('title')}
                  >
                    {rest.map((r, i) => (
                      <Fragment key={i}>
                        {r.gapBefore && (
                          <li className="board__gap" aria-hidden="true">
                            ⋯
                          </li>
                        )}
                        <Row row={r} urls={urls} sticky={r.is_me} max={max} />
                      </Fragment>
                    ))}
                  </ol>
                )}
                {ownAppended && <p className="muted board__note">{t('ownRankNote')}</p>}
                <p className="muted board__note">{t('capNote')}</p>
              </>
            );
          }}
        </Loaded>
      </Tabs>
    </div>
  );
}
