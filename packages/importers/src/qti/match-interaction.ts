/**
 * QTI matchInteraction and associateInteraction → matching, when the correct response pairs each
 * item with exactly one partner. A match interaction's first set gives the left-hand items, its
 * second their partners (one partner may serve several items), its unused targets the
 * distractors. An associate interaction's pairs have no sides: the choice written first is shown,
 * its partner is asked for, and the unpaired choices are offered as partners (reported). Scored
 * right or wrong as a whole (QTI match_correct), or a point per pair where the item scores by a
 * mapping (reported when the mapping weighs the pairs otherwise).
 */
import { compact, matching, type Converted } from '../converted';
import { joinFeedback } from '../feedback';
import { xmlPath, type XmlElement } from '../safe-xml';
import { stableShuffle } from '../stable-shuffle';
import { declarationOf, type ItemParts, leaveOut, mathLeftOut, note, promptOf } from './item-parts';
import { picturesLeftOut } from './question-picture';
import { attr, childrenNamed, qtiName } from './qti-tree';
import { correctValues, mappingOf, mapsUniformly, scoredByMapping } from './response';
import { xmlPlain, xmlText, type Found } from './xml-text';

const choicesOf = (el: XmlElement) => childrenNamed(el, 'simpleAssociableChoice');
const idOf = (el: XmlElement) => attr(el, 'identifier') ?? '';
const keyOf = (a: string, b: string) => `${a} ${b}`;

export function convertMatch(
  interaction: XmlElement,
  item: ItemParts,
  idHint: string,
): Converted | null {
  const fail = (message: string) => leaveOut(item, interaction, message);
  const declaration = declarationOf(item, interaction);
  if (!declaration) return null;
  const associate = qtiName(interaction) === 'associateInteraction';
  const sets = associate
    ? [choicesOf(interaction)]
    : childrenNamed(interaction, 'simpleMatchSet').map(choicesOf);
  if (!associate && sets.length !== 2) return fail('It does not have two sets to match.');
  const all = sets.flat();
  const [sources, targets] = associate ? [all, all] : [sets[0]!, sets[1]!];

  const mapping = mappingOf(declaration);
  const byMapping = mapping !== undefined && scoredByMapping(item, declaration);
  let values = correctValues(declaration);
  if (values.length === 0 && byMapping)
    values = mapping.entries.filter((e) => e.value > 0).map((e) => e.key);
  if (values.length === 0) return fail('It has no correct response.');
  const pairs: [XmlElement, XmlElement][] = [];
  for (const value of values) {
    const [a = '', b = ''] = value.trim().split(/\s+/);
    const source = sources.find((c) => idOf(c) === a);
    const target = targets.find((c) => idOf(c) === b);
    if (!source || !target || source === target)
      return fail(`Its correct response "${value}" is not a pair of its choices.`);
    // An associated pair has no sides: the choice written first is shown.
    pairs.push(
      associate && all.indexOf(target) < all.indexOf(source) ? [target, source] : [source, target],
    );
  }
  for (const choice of associate ? all : sources) {
    const uses = pairs.filter((p) => p[0] === choice || (associate && p[1] === choice)).length;
    if (associate ? uses > 1 : uses !== 1)
      return fail(
        `Its correct response pairs "${idOf(choice)}" with ${uses === 0 ? 'nothing' : `${uses} choices`}; the matching minigame pairs each item with exactly one partner.`,
      );
  }
  if (associate)
    note(
      item,
      interaction,
      'QTI lets the student pair any two choices; the player shows the first choice of each pair and asks for its partner, offering the unpaired choices as partners too.',
    );
  pairs.sort((p, q) => all.indexOf(p[0]) - all.indexOf(q[0]));

  const inChoices: Found = { images: [], math: item.found.math };
  const texts = pairs.map(([left, right]) => ({
    left: xmlText(left, inChoices),
    right: xmlPlain(right),
    fixed: attr(left, 'fixed') === 'true',
  }));
  const blank = texts.findIndex((t) => !t.left || !t.right);
  if (blank !== -1)
    return fail(
      `The pair "${pairs[blank]!.map(idOf).join(' ')}" has a choice without text (pictures as choices are not supported).`,
    );
  if (mathLeftOut(item, interaction)) return null;
  const partners = new Set(texts.map((t) => t.right));
  const distractors = [
    ...new Set(targets.filter((c) => !pairs.some((p) => p.includes(c))).map(xmlPlain)),
  ].filter((t) => t && !partners.has(t));

  const rights = pairs.map(([a, b]) => keyOf(idOf(a), idOf(b)));
  const same = (x: string, y: string) => {
    const [a, b] = [x.split(/\s+/), y.split(/\s+/)];
    return (a[0] === b[0] && a[1] === b[1]) || (associate && a[0] === b[1] && a[1] === b[0]);
  };
  const others = sources.flatMap((s) =>
    targets
      .filter((t) => t !== s)
      .map((t) => keyOf(idOf(s), idOf(t)))
      .filter((k) => !rights.some((r) => same(r, k))),
  );
  if (byMapping && !mapsUniformly(mapping, rights, others, () => 0, same))
    note(
      item,
      interaction,
      'Its mapping weighs the pairs differently or takes points off for wrong pairs; the player gives a point per right pair.',
    );
  const prompt = promptOf(item, interaction);
  if (inChoices.images.length > 0)
    note(item, interaction, 'The pictures in its choices are left out.');
  picturesLeftOut(item, interaction, 'matching');
  const ordered =
    attr(interaction, 'shuffle') === 'true' ? stableShuffle(texts, prompt, (t) => t.fixed) : texts;
  return matching(
    compact({
      prompt,
      pairs: ordered.map(({ left, right }) => ({ left, right })),
      distractors: distractors.length > 0 ? distractors : undefined,
      scoring: byMapping ? ('each' as const) : ('all' as const),
      explanation: joinFeedback(item.feedback.map((text) => ({ text }))),
    }),
    xmlPath(item.file, interaction),
    idHint,
  );
}
