/** /profile/edit/avatar/: owned avatars to use, locked ones to buy. */
import { ItemsEditor } from './items-editor';
import './profile.css';

export function ProfileAvatar() {
  return <ItemsEditor kind="avatar" />;
}
