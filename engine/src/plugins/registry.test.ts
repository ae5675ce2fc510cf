import { describe, expect, it } from 'vitest';
import { registry } from '@web-ed/plugins';
import { PluginRegistry, UnknownMinigameError } from './registry';

describe('PluginRegistry', () => {
  it('finds a plugin by its minigame type id', () => {
    expect(registry.get(29).manifest.name).toBe('mcq');
    expect(registry.has(29)).toBe(true);
  });

  it('gives a clear error for an unknown type', () => {
    expect(() => registry.get(99)).toThrow(UnknownMinigameError);
    expect(() => registry.get(99)).toThrow(/Unknown minigame type 99.*known types: .*29/);
  });

  it('refuses two plugins for one type', () => {
    const mcq = registry.get(29);
    expect(() => new PluginRegistry([mcq, mcq])).toThrow(/already registered by "mcq"/);
  });
});
