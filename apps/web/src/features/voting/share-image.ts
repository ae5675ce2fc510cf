/** A 1080 × 1080 picture of the invitation for the Web Share API (PNG). */
export async function shareImage(
  title: string,
  name: string | null,
  line: string,
): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = 1080;
  canvas.height = 1080;
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.fillStyle = '#1a56b8';
  g.fillRect(0, 0, 1080, 1080);
  g.fillStyle = '#ffffff';
  g.textAlign = 'center';
  g.font = 'bold 72px sans-serif';
  g.fillText(title.slice(0, 28), 540, 420);
  if (name) {
    g.font = 'bold 96px sans-serif';
    g.fillText(name.slice(0, 20), 540, 580);
  }
  g.font = '48px sans-serif';
  g.fillText(line.slice(0, 40), 540, 760);
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/png'));
  return blob ? new File([blob], 'vote.png', { type: 'image/png' }) : null;
}
