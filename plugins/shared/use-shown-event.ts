/** Every view says `shown` once per question it shows: the Player stamps the show time from it. */
import { useEffect, useEffectEvent } from 'react';
import type { PluginEvent } from '@web-ed/engine';

export function useShownEvent(questionId: string, onEvent: (event: PluginEvent) => void): void {
  const announce = useEffectEvent(() => onEvent({ kind: 'shown', questionId }));
  useEffect(() => {
    announce();
  }, [questionId]);
}
