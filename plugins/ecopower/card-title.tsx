import { createContext, useContext } from 'react';

/** Card titles sit one level under the deck's title when it has one, else where the deck's would. */
export const CardTitleLevel = createContext<3 | 4>(3);

export function CardTitle({ children }: { children: string }) {
  const Heading = useContext(CardTitleLevel) === 4 ? 'h4' : 'h3';
  return <Heading className="eco-card__title">{children}</Heading>;
}
