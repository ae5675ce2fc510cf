import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@web-ed/api-client';
import { CHAT_STATE_KEY, emptyChatState, readChatState, writeChatState } from './chat-buddy-state';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

const msg = (id: string): ChatMessage => ({
  id,
  role: 'tutor',
  text: `text ${id}`,
  tutor: 'offline',
  status: 'complete',
  question_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('chat buddy local state', () => {
  it('keeps every field of section 3 under one key, for the same student', () => {
    const storage = memoryStorage();
    const state = {
      ...emptyChatState('u1'),
      session_id: 's1',
      messages: [msg('m1')],
      error: 'chat:limitReached',
      message_text: 'halo',
      muted: true,
      limit: 30,
      submit_chat_limit: 29,
      onboarded: true,
      template_lang: 'id' as const,
      translations: { m1: { id: 'teks' } },
    };
    writeChatState(storage, state);
    expect(storage.length).toBe(1);
    expect(storage.getItem(CHAT_STATE_KEY)).not.toBeNull();
    expect(readChatState(storage, 'u1')).toEqual(state);
  });

  it('starts empty for another student, and on broken JSON', () => {
    const storage = memoryStorage();
    writeChatState(storage, { ...emptyChatState('u1'), muted: true, onboarded: true });
    expect(readChatState(storage, 'u2')).toEqual(emptyChatState('u2'));
    storage.setItem(CHAT_STATE_KEY, '{broken');
    expect(readChatState(storage, 'u1')).toEqual(emptyChatState('u1'));
  });

  it('reads the former onboarding flag; keeps the newest 50 messages and their translations', () => {
    const storage = memoryStorage();
    storage.setItem('chat_buddy_onboarded', '1');
    expect(readChatState(storage, 'u1').onboarded).toBe(true);
    const messages = Array.from({ length: 60 }, (_, i) => msg(`m${i}`));
    writeChatState(storage, {
      ...emptyChatState('u1'),
      messages,
      translations: { m0: { en: 'old' }, m59: { en: 'new' } },
    });
    const back = readChatState(storage, 'u1');
    expect(back.messages).toHaveLength(50);
    expect(back.messages[0]?.id).toBe('m10');
    expect(back.translations).toEqual({ m59: { en: 'new' } });
  });
});
