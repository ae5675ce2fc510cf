/**
 * Debian's Chromium (scripts/ensure-chromium.sh installs it; never a browser downloaded by a test
 * tool), headless, with nothing reaching out to Google's services: the launch options of every
 * browser test and of the web benchmarks.
 */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-features=NetworkTimeServiceQuerying',
  ],
};
