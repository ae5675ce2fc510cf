import { describe, expect, it } from 'vitest';
import { ImportError } from './import-error';
import { MAX_XML_BYTES, parseXml, xmlPath, type XmlElement } from './safe-xml';

const xml = (s: string) => new TextEncoder().encode(s);
const refused = (s: string | Uint8Array) => {
  try {
    parseXml(typeof s === 'string' ? xml(s) : s, 'item.xml');
  } catch (e) {
    expect(e).toBeInstanceOf(ImportError);
    return (e as ImportError).message;
  }
  throw new Error('not refused');
};

describe('parseXml', () => {
  it('parses elements, attributes and text, without namespace prefixes, with paths', () => {
    const root = parseXml(
      xml(
        '<?xml version="1.0"?><m:a xmlns:m="urn:x" id="1"><p>x &amp; y&#160;z</p><p><![CDATA[<b>]]></p><c/></m:a>',
      ),
      'item.xml',
    );
    expect(root.name).toBe('a');
    expect(root.attrs).toEqual({ id: '1' });
    const [p1, p2, c] = root.children as XmlElement[];
    expect(p1!.children).toEqual(['x & y\u00a0z']);
    expect(p2!.children).toEqual(['<b>']);
    expect([p2!.path, c!.path]).toEqual(['/a/p[2]', '/a/c']);
    expect(xmlPath('item.xml', c!)).toBe('item.xml#/a/c[1]');
  });

  it('refuses an external entity (XXE)', () => {
    expect(
      refused(
        '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><a>&xxe;</a>',
      ),
    ).toMatch(/declares XML entities.*remove its DOCTYPE/);
  });

  it('refuses billion laughs', () => {
    const lol = [
      '<!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`,
      ),
    ];
    expect(
      refused(`<?xml version="1.0"?><!DOCTYPE lolz [${lol.join('')}]><lolz>&lol9;</lolz>`),
    ).toMatch(/billion laughs/);
  });

  it('refuses a DOCTYPE that points at an outside DTD, or carries declarations', () => {
    expect(refused('<!DOCTYPE a SYSTEM "http://evil.example/a.dtd"><a/>')).toMatch(/outside file/);
    expect(refused('<!DOCTYPE a [<!ELEMENT a ANY>]><a/>')).toMatch(/with declarations/);
    expect(parseXml(xml('<!DOCTYPE a><a/>'), 'item.xml').name).toBe('a');
  });

  it('refuses malformed, oversized and non-UTF-8 XML', () => {
    expect(refused('<a><b></a>')).toMatch(/not well-formed XML \(line 1, column \d+\)/);
    expect(refused(new Uint8Array(MAX_XML_BYTES + 1))).toMatch(/over the 2 MB limit/);
    expect(refused(new Uint8Array([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x61, 0x3e]))).toMatch(
      /not UTF-8/,
    );
    expect(refused(`${'<a>'.repeat(300)}${'</a>'.repeat(300)}`)).toMatch(/Maximum nested tags/);
  });
});
