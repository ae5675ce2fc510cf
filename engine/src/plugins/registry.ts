/**
 * The plugin registry: one entry per minigame type id. A registry that loads content also holds
 * the content schemas' validators (`withValidators`): the server, the sandbox and the importers
 * validate content where it enters, while the player plays what they validated and ships none.
 */
import type { Validator } from '@web-ed/schemas';
import type { MinigamePlugin } from './plugin';

/** Content validators by the plugins' contentSchemaId. */
export type ContentValidators = Readonly<Record<string, Validator<unknown>>>;

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
 * can name; content reaches a plugin only after its content schema's validator passed it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPlugin = MinigamePlugin<any, any>;

export class PluginRegistry<View = unknown> {
  private readonly byType = new Map<number, MinigamePlugin<unknown, View>>();

  constructor(
    plugins: readonly AnyPlugin[] = [],
    private readonly validators: ContentValidators | null = null,
  ) {
    for (const p of plugins) this.register(p);
  }

  /** The same plugins, with the validators that let it load content (engine's loadContent). */
  withValidators(validators: ContentValidators): PluginRegistry<View> {
    return new PluginRegistry<View>(this.all(), validators);
  }

  /** The validator of a registered type's content; throws where this registry has none. */
  contentValidator(type: number): Validator<unknown> {
    const { name, contentSchemaId } = this.get(type).manifest;
    if (!this.validators)
      throw new Error(
        'This registry plays content but cannot validate it: load content with a registry made by withValidators',
      );
    const validate = this.validators[contentSchemaId];
    if (!validate) throw new Error(`No validator for ${name}'s content schema ${contentSchemaId}`);
    return validate;
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
