/**
 * /settings/storage/ (issue 24): the courses downloaded for offline, each with its size and date
 * (or unfinished) and a Remove; what web-ed takes of the device and what its quota leaves
 * (StorageManager); a request that the browser keep the downloads when space runs low; the data
 * used this week by connection; "download courses on Wi-Fi only"; and save-data mode.
 */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import { Loaded } from '../../lib/chrome';
import { VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';
import {
  browserSavesData,
  packsOnWifiOnly,
  readUsage,
  saveDataOn,
  setSaveData,
  setPacksOnWifiOnly,
  usageThisWeek,
} from '../../lib/data-meter';
import { useLoad } from '../../lib/use-load';
import { deletePack, listPacks, type StoredPack } from '../../lib/storage';
import { fetchSubjects, formatBytes } from '../courses';
import { SwitchRow } from './switch-row';
import './settings.css';

interface Device {
  used: number | null;
  free: number | null;
  persisted: boolean | null;
}

async function readDevice(): Promise<Device> {
  const storage = navigator.storage as StorageManager | undefined;
  const estimate = await storage?.estimate?.().catch(() => null);
  return {
    used: estimate?.usage ?? null,
    free:
      estimate?.quota !== undefined && estimate.usage !== undefined
        ? estimate.quota - estimate.usage
        : null,
    persisted: (await storage?.persisted?.().catch(() => null)) ?? null,
  };
}

async function loadStorage() {
  const [packs, names, device] = await Promise.all([
    listPacks(),
    // Offline the course list may not be at hand: a course is then named by its number.
    fetchSubjects().then(
      (list) => new Map(list.map((s) => [s.subject_id, s.subject_name])),
      () => new Map<number, string>(),
    ),
    readDevice(),
  ]);
  return { packs, names, device, usage: usageThisWeek(readUsage(), Date.now()) };
}

export function SettingsStorage() {
  const { t, i18n } = useTranslation('settings');
  const lang = i18n.language;
  const [load, retry] = useLoad(loadStorage, []);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const [wifiOnly, setWifiOnly] = useState(packsOnWifiOnly);
  const [saveData, setSaveDataState] = useState(saveDataOn);
  const size = (bytes: number) => formatBytes(bytes, lang);
  const date = (ms: number) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(ms);

  const [deviceNow, setDeviceNow] = useState<Device | null>(null);
  const remove = async (pack: StoredPack) => {
    await deletePack(pack.subject_id);
    setRemoved((r) => new Set([...r, pack.subject_id]));
    // What the download took is free again: the figures say so.
    setDeviceNow(await readDevice());
  };
  const keep = async () => setPersisted(await navigator.storage.persist().catch(() => false));

  return (
    <div className="page">
      <h1 className="page__title">{t('storage')}</h1>
      <Loaded load={load} retry={retry}>
        {({ packs, names, device: loadedDevice, usage }) => {
          const device = deviceNow ?? loadedDevice;
          const shown = packs.filter((p) => !removed.has(p.subject_id));
          const kept = persisted ?? device.persisted;
          return (
            <>
              {device.used !== null && device.free !== null && (
                <p className="muted">
                  {t('storageUsage', { used: size(device.used), free: size(device.free) })}
                </p>
              )}
              <h2 className="settings-heading">{t('storageDownloads')}</h2>
              {shown.length === 0 ? (
                <p className="card">{t('storageEmpty')}</p>
              ) : (
                <ul className="settings-list">
                  {shown.map((pack) => {
                    const name =
                      names.get(pack.subject_id) ?? t('storageCourse', { id: pack.subject_id });
                    return (
                      <li key={pack.subject_id}>
                        <div className="settings-row">
                          <span className="settings-row__text">
                            <span className="settings-row__title">{name}</span>
                            <span className="settings-row__desc">
                              {pack.completed_at === null
                                ? t('storageUnfinished', { size: size(pack.bytes) })
                                : t('storageCourseMeta', {
                                    size: size(pack.bytes),
                                    date: date(pack.completed_at),
                                  })}
                            </span>
                          </span>
                          <button
                            type="button"
                            className="button button--secondary"
                            aria-label={t('storageRemove', { course: name })}
                            onClick={() => void remove(pack)}
                          >
                            {t('storageRemoveShort')}
                          </button>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
              <VLink className="button button--secondary settings-share" to={PATH.share}>
                {t('courses:shareTitle')}
              </VLink>
              {kept === true && <p className="muted">{t('storageKept')}</p>}
              {kept === false && (
                <div className="card">
                  <p>{t('storageNotKept')}</p>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void keep()}
                  >
                    {t('storageKeep')}
                  </button>
                </div>
              )}
              <h2 className="settings-heading">{t('dataTitle')}</h2>
              <p>
                {t('dataThisWeek', {
                  total: size(usage.bytes.wifi + usage.bytes.mobile + usage.bytes.unknown),
                })}
              </p>
              <p className="muted">
                {t('dataByConnection', {
                  wifi: size(usage.bytes.wifi),
                  mobile: size(usage.bytes.mobile),
                  unknown: size(usage.bytes.unknown),
                })}
              </p>
              <ul className="settings-list">
                <SwitchRow
                  id="wifi-only"
                  title={t('wifiOnly')}
                  description={t('wifiOnlyDescription')}
                  checked={wifiOnly}
                  onToggle={() => {
                    setPacksOnWifiOnly(!wifiOnly);
                    setWifiOnly(!wifiOnly);
                  }}
                />
                <SwitchRow
                  id="save-data"
                  title={t('saveData')}
                  description={t(browserSavesData() ? 'saveDataByBrowser' : 'saveDataDescription')}
                  checked={saveData}
                  onToggle={() => {
                    setSaveData(!saveData);
                    setSaveDataState(!saveData);
                  }}
                />
              </ul>
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
