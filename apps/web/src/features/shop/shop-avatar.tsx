/** An avatar or background picture from the shop catalogue (served at /media/shop/…). */
import { Avatar } from '../../lib/chrome';
import './shop-avatar.css';

/** The catalogue picture when known, else the starter face drawn in place. */
export function ShopAvatar({
  id,
  url,
  size = 48,
  alt = '',
}: {
  id: number;
  url: string | null | undefined;
  size?: number;
  alt?: string;
}) {
  if (!url) return <Avatar index={id} size={size} />;
  return (
    <img
      className="avatar shop-avatar"
      src={url}
      width={size}
      height={size}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}
