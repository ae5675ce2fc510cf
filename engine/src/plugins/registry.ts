/** The plugin registry: one entry per minigame type id. */
import type { MinigamePlugin } from './plugin';

export class UnknownMinigameError extends Error {
  constructor(
    readonly type: number,
    known: readonly number[],
  ) {
    super(
      `Unknown minigame type ${type}: no plugin is registered for it (known types: ${known.join(', ') || 'none'}).`,
    );
    this.name = 'UnknownMinigameError';
  }
}

/**
 * Each plugin has its own content type (and a view typed by it), which no single type parameter
 * can name; the registry hands content to a plugin only after that plugin's validateContent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPlugin = MinigamePlugin<any, any>;

export class PluginRegistry<View = unknown> {
  private readonly byType = new Map<number, MinigamePlugin<unknown, View>>();

  constructor(plugins: readonly AnyPlugin[] = []) {
    for (const p of plugins) this.register(p);
  }

  register(plugin: AnyPlugin): this {
    const existing = this.byType.get(plugin.manifest.type);
    if (existing) {
      throw new Error(
        `Minigame type ${plugin.manifest.type} is already registered by "${existing.manifest.name}".`,
      );
    }
    this.byType.set(plugin.manifest.type, plugin);
    return this;
  }

  has(type: number): boolean {
    return this.byType.has(type);
  }

  /** Throws UnknownMinigameError for a type nobody registered. */
  get(type: number): MinigamePlugin<unknown, View> {
    const plugin = this.byType.get(type);
    if (!plugin) throw new UnknownMinigameError(type, this.types());
    return plugin;
  }

  types(): number[] {
    return [...this.byType.keys()].sort((a, b) => a - b);
  }

  all(): MinigamePlugin<unknown, View>[] {
    return this.types().map((t) => this.get(t));
  }
}
