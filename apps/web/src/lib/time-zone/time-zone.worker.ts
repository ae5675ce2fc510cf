/** Posts the device's IANA time zone (null where the browser cannot say), then has nothing left. */
function zone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

self.postMessage(zone());
