/** Build-time settings of the student app (Vite env), with the defaults of the embedded server. */
export const config = {
  /** API host; empty = same origin (the web-ed server serves the app and the API). */
  apiBase: (import.meta.env['VITE_API_BASE'] as string | undefined) ?? '',
  /**
   * The help chat's phone number (international, digits only) for the wa.me deep link; without one
   * the help entry opens the FAQ, rather than sending students to a number nobody answers.
   */
  helpPhone: (import.meta.env['VITE_HELP_PHONE'] as string | undefined) ?? '',
  /**
   * The server's Ed25519 public key (raw, base64url) that shared chapter files must be signed
   * with: `npm run admin -- pack-key` prints a pair. Unset: the key this app's own server
   * serves, remembered on the device the first time it is online (features/share/pack-key.ts).
   */
  packPublicKey: (import.meta.env['VITE_PACK_PUBLIC_KEY'] as string | undefined) || null,
  /** The image CDN for `/assets/` images (section 7); unset: served by this origin. */
  imageCdn: {
    cdnBase: (import.meta.env['VITE_IMAGE_CDN'] as string | undefined) ?? null,
    bucket: (import.meta.env['VITE_IMAGE_BUCKET'] as string | undefined) ?? null,
  },
};

/** The chat-messaging deep link of the sidebar's help entry. */
export function helpLink(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
