/** /profile/edit/background/: owned backgrounds to use, locked ones to buy. */
import { ItemsEditor } from './items-editor';
import './profile.css';

export function ProfileBackground() {
  return <ItemsEditor kind="background" />;
}
