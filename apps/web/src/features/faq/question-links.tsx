/** A topic's questions as rows, each opening its answer. */
import { type FaqItem } from './faq-data';
import { href, VLink } from '../../lib/nav';
import { PATH } from '../../lib/paths';

export function QuestionLinks({ items }: { items: FaqItem[] }) {
  return (
    <ul className="program__list faq-list">
      {items.map((f) => (
        <li key={f.id}>
          <VLink
            to={href(PATH.faqDetail, { id: f.id, category: f.category })}
            className="settings-row faq-link"
          >
            <span className="settings-row__title">{f.question}</span>
            <span aria-hidden="true">›</span>
          </VLink>
        </li>
      ))}
    </ul>
  );
}
