/** The FAQ routes (no sign-in needed): the topics and questions, and one answer. */
import type { RouteContext, RouteModule } from '../../lib/route-module';
import { isFaqCategory } from './categories';

const topic = ({ search }: RouteContext) => {
  const category = search.get('category');
  return isFaqCategory(category) ? category : null;
};

/** The FAQ screens load as one chunk: they share most of their code. */
const screens = () => import('./screens');

export const faqRoutes = [
  {
    id: 'faq',
    path: '/faq/',
    screen: () => screens().then((m) => m.Faq),
    title: (context) => {
      const category = topic(context);
      return category ? `faq:cat_${category}` : 'faq:title';
    },
  },
  {
    id: 'faqDetail',
    path: '/faq/detail/',
    screen: () => screens().then((m) => m.FaqDetail),
    title: 'faq:title',
  },
] as const satisfies readonly RouteModule[];
