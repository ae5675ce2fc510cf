import { AppRouter } from '../lib/router';
import { describe, expect, it } from 'vitest';
import { config } from '../lib/config';
import { render } from '../lib/test-support/render-dialog';
import { Sidebar } from './sidebar';

const noop = () => undefined;

async function helpHref(phone: string): Promise<string | undefined> {
  const saved = config.helpPhone;
  config.helpPhone = phone;
  try {
    const html = await render(
      <AppRouter url="/home/">
        <Sidebar onClose={noop} onLogout={noop} pathname="/home/" />
      </AppRouter>,
    );
    return /<a[^>]*href="([^"]*)"[^>]*>(?:(?!<\/a>).)*Help<\/a>/.exec(html)?.[1];
  } finally {
    config.helpPhone = saved;
  }
}

describe('the menu', () => {
  it('always has help: the chat with the configured number, else the FAQ', async () => {
    expect(await helpHref('62 811-0000')).toMatch(/^https:\/\/wa\.me\/628110000\?text=/);
    expect(await helpHref('')).toMatch(/^\/faq\/\?version=/);
  });
});
