/**
 * An .h5p package (a zip: h5p.json, content/content.json, media under content/; the library
 * folders beside them are never read) → a draft course of its questions, by its main library.
 */
import { isLang, parseJson } from '@web-ed/engine';
import type { Draft } from '../build-course';
import { ImportError } from '../import-error';
import type { MediaCollector } from '../media';
import { jsonPath, type ImportReport } from '../report';
import type { SafeZip } from '../safe-zip';
import type { H5pContext } from './context';
import { convertLibrary } from './libraries';
import { at, CONTENT_JSON, field, machineName, str } from './params';
import { questionSetPlay } from './question-set';

function readJson(zip: SafeZip, name: string): unknown {
  if (!zip.has(name)) throw new ImportError(`The H5P package has no ${name}.`, name);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(zip.read(name));
  } catch (e) {
    if (e instanceof ImportError) throw e;
    throw new ImportError(`${name} is not UTF-8 text.`, name);
  }
  const parsed = parseJson(text);
  if (!parsed.ok) throw new ImportError(`${name}: ${parsed.errors[0]?.message}`, name);
  return parsed.value;
}

export function importH5p(zip: SafeZip, report: ImportReport, media: MediaCollector): Draft {
  const manifest = readJson(zip, 'h5p.json');
  const main = str(field(manifest, 'mainLibrary'));
  if (!main) throw new ImportError('h5p.json names no mainLibrary.', 'h5p.json#/mainLibrary');
  const params = readJson(zip, CONTENT_JSON);
  const language = str(field(manifest, 'language'));
  const ctx: H5pContext = {
    report,
    media,
    ...(isLang(language) ? { language } : {}),
    convert: (library, sub, pointer) => convertLibrary(library, sub, pointer, ctx, at(pointer)),
  };
  return {
    title: str(field(manifest, 'title')),
    description: `Imported from an H5P package (${machineName(main)}).`,
    questions: convertLibrary(main, params, [], ctx, jsonPath('h5p.json', 'mainLibrary')),
    ...(machineName(main) === 'H5P.QuestionSet' ? questionSetPlay(params) : {}),
  };
}
