/**
 * The xAPI 1.0.3 statement rules an LRS applies before it stores a statement (xAPI 1.0.3 Part
 * Two, section 2.4), for the stand-in LRS of the tests: each broken rule is one problem, with the
 * statement's path. Covered: the properties allowed on each object, UUIDs, IRIs, exactly one
 * inverse functional identifier per Agent, language maps with RFC 5646 tags, the result's score
 * bounds, ISO 8601 timestamps and durations, and the context's registration and activities.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** RFC 5646: language, optional script, region and variants (the shapes xAPI content uses). */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?(-[a-z0-9]{5,8})*$/i;
/** ISO 8601 date-time with a time zone (xAPI requires one, or the LRS assumes UTC). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** ISO 8601 duration (the part xAPI uses: PnYnMnDTnHnMnS, fractions only on seconds). */
const DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;

type Json = Record<string, unknown>;

const STATEMENT_KEYS = [
  'id',
  'actor',
  'verb',
  'object',
  'result',
  'context',
  'timestamp',
  'stored',
  'authority',
  'version',
  'attachments',
];
const IFIS = ['mbox', 'mbox_sha1sum', 'openid', 'account'];

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isIri(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  try {
    return new URL(v).protocol.length > 1;
  } catch {
    return false;
  }
}

export function statementProblems(statement: unknown): string[] {
  const problems: string[] = [];
  const bad = (path: string, why: string) => problems.push(`${path}: ${why}`);
  /** An optional string property that, when given, must match `shape`. */
  const shaped = (v: unknown, shape: RegExp, path: string, why: string) => {
    if (v !== undefined && !(typeof v === 'string' && shape.test(v))) bad(path, why);
  };
  const only = (o: Json, allowed: string[], path: string) => {
    for (const k of Object.keys(o))
      if (!allowed.includes(k)) bad(`${path}.${k}`, 'not an xAPI property');
  };
  const languageMap = (v: unknown, path: string) => {
    if (!isObject(v)) return bad(path, 'must be a language map');
    for (const [tag, text] of Object.entries(v)) {
      if (!LANGUAGE_TAG.test(tag)) bad(`${path}.${tag}`, 'not an RFC 5646 language tag');
      if (typeof text !== 'string') bad(`${path}.${tag}`, 'must be a string');
    }
  };
  const activity = (v: unknown, path: string) => {
    if (!isObject(v)) return bad(path, 'must be an Activity');
    only(v, ['objectType', 'id', 'definition'], path);
    if (v['objectType'] !== undefined && v['objectType'] !== 'Activity')
      bad(`${path}.objectType`, 'must be "Activity"');
    if (!isIri(v['id'])) bad(`${path}.id`, 'must be an IRI');
    const d = v['definition'];
    if (d === undefined) return;
    if (!isObject(d)) return bad(`${path}.definition`, 'must be an object');
    only(
      d,
      [
        'name',
        'description',
        'type',
        'moreInfo',
        'extensions',
        'interactionType',
        'correctResponsesPattern',
        'choices',
        'scale',
        'source',
        'target',
        'steps',
      ],
      `${path}.definition`,
    );
    if (d['type'] !== undefined && !isIri(d['type']))
      bad(`${path}.definition.type`, 'must be an IRI');
    if (d['name'] !== undefined) languageMap(d['name'], `${path}.definition.name`);
    if (d['description'] !== undefined)
      languageMap(d['description'], `${path}.definition.description`);
  };

  if (!isObject(statement)) return ['statement: must be an object'];
  only(statement, STATEMENT_KEYS, 'statement');
  shaped(statement['id'], UUID, 'statement.id', 'must be a UUID');

  const actor = statement['actor'];
  if (!isObject(actor)) bad('statement.actor', 'required, an Agent or Group');
  else {
    only(actor, ['objectType', 'name', ...IFIS], 'statement.actor');
    if (actor['objectType'] !== undefined && actor['objectType'] !== 'Agent')
      bad('statement.actor.objectType', 'must be "Agent" for an identified agent');
    const ifis = IFIS.filter((k) => actor[k] !== undefined);
    if (ifis.length !== 1)
      bad('statement.actor', `must have exactly one identifier, has ${ifis.length}`);
    const account = actor['account'];
    if (account !== undefined) {
      if (!isObject(account)) bad('statement.actor.account', 'must be an object');
      else {
        only(account, ['homePage', 'name'], 'statement.actor.account');
        if (!isIri(account['homePage'])) bad('statement.actor.account.homePage', 'must be an IRL');
        if (typeof account['name'] !== 'string' || account['name'] === '')
          bad('statement.actor.account.name', 'required, a string');
      }
    }
    if (typeof actor['mbox'] === 'string' && !actor['mbox'].startsWith('mailto:'))
      bad('statement.actor.mbox', 'must be a mailto: IRI');
  }

  const verb = statement['verb'];
  if (!isObject(verb)) bad('statement.verb', 'required');
  else {
    only(verb, ['id', 'display'], 'statement.verb');
    if (!isIri(verb['id'])) bad('statement.verb.id', 'must be an IRI');
    if (verb['display'] !== undefined) languageMap(verb['display'], 'statement.verb.display');
  }

  const object = statement['object'];
  if (!isObject(object)) bad('statement.object', 'required');
  else if (object['objectType'] === undefined || object['objectType'] === 'Activity')
    activity(object, 'statement.object');

  const result = statement['result'];
  if (result !== undefined) {
    if (!isObject(result)) bad('statement.result', 'must be an object');
    else {
      only(
        result,
        ['score', 'success', 'completion', 'response', 'duration', 'extensions'],
        'statement.result',
      );
      for (const k of ['success', 'completion'])
        if (result[k] !== undefined && typeof result[k] !== 'boolean')
          bad(`statement.result.${k}`, 'must be a boolean');
      shaped(
        result['duration'],
        DURATION,
        'statement.result.duration',
        'must be an ISO 8601 duration',
      );
      const score = result['score'];
      if (score !== undefined) {
        if (!isObject(score)) bad('statement.result.score', 'must be an object');
        else {
          only(score, ['scaled', 'raw', 'min', 'max'], 'statement.result.score');
          const { scaled, raw, min, max } = score as Record<string, number | undefined>;
          for (const [k, v] of Object.entries({ scaled, raw, min, max }))
            if (v !== undefined && typeof v !== 'number')
              bad(`statement.result.score.${k}`, 'must be a number');
          if (scaled !== undefined && (scaled < -1 || scaled > 1))
            bad('statement.result.score.scaled', 'must be between -1 and 1');
          if (min !== undefined && max !== undefined && !(min < max))
            bad('statement.result.score', 'min must be less than max');
          if (
            raw !== undefined &&
            ((min !== undefined && raw < min) || (max !== undefined && raw > max))
          )
            bad('statement.result.score.raw', 'must lie between min and max');
        }
      }
    }
  }

  const context = statement['context'];
  if (context !== undefined) {
    if (!isObject(context)) bad('statement.context', 'must be an object');
    else {
      only(
        context,
        [
          'registration',
          'instructor',
          'team',
          'contextActivities',
          'revision',
          'platform',
          'language',
          'statement',
          'extensions',
        ],
        'statement.context',
      );
      shaped(context['registration'], UUID, 'statement.context.registration', 'must be a UUID');
      shaped(
        context['language'],
        LANGUAGE_TAG,
        'statement.context.language',
        'must be an RFC 5646 language tag',
      );
      const ca = context['contextActivities'];
      if (ca !== undefined) {
        if (!isObject(ca)) bad('statement.context.contextActivities', 'must be an object');
        else {
          only(
            ca,
            ['parent', 'grouping', 'category', 'other'],
            'statement.context.contextActivities',
          );
          for (const [k, list] of Object.entries(ca)) {
            const items = Array.isArray(list) ? list : [list];
            items.forEach((a, i) => activity(a, `statement.context.contextActivities.${k}[${i}]`));
          }
        }
      }
    }
  }

  const timestamp = statement['timestamp'];
  shaped(
    timestamp,
    TIMESTAMP,
    'statement.timestamp',
    'must be an ISO 8601 date-time with a time zone',
  );
  return problems;
}

/** A batch's own problems: each statement's, and an id given twice (xAPI: the batch is refused). */
export function batchProblems(batch: unknown): string[] {
  if (!Array.isArray(batch)) return statementProblems(batch);
  const problems = batch.flatMap((s, i) => statementProblems(s).map((p) => `[${i}] ${p}`));
  const ids = batch
    .map((s) => (isObject(s) ? s['id'] : undefined))
    .filter((id) => id !== undefined);
  if (new Set(ids).size !== ids.length) problems.push('batch: a statement id appears twice');
  return problems;
}
