import { describe, expect, it } from 'vitest';
import { searchFaq } from './search-faq';

const items = [
  { id: 1, question: 'Learning streak', answer: 'Days in a row on which you finished a lesson.' },
  { id: 2, question: 'Points and diamonds', answer: 'Earn points for every correct answer.' },
  { id: 3, question: 'Certificates', answer: 'Finish a program to get your certificate.' },
];

describe('searchFaq', () => {
  it('finds by question and answer words, with prefixes and typos', () => {
    expect(searchFaq(items, 'streak')[0]).toBe(1);
    expect(searchFaq(items, 'diamond')[0]).toBe(2);
    expect(searchFaq(items, 'certif')[0]).toBe(3);
    expect(searchFaq(items, 'certificat progam')[0]).toBe(3);
  });

  it('answers nothing for an unrelated query', () => {
    expect(searchFaq(items, 'zebra')).toEqual([]);
  });
});
