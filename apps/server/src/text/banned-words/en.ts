import type { BannedWords } from './types';

/**
 * Additions to obscenity's English dataset. Its bare "porn" is replaced by longer forms, since
 * "porn" (Thai พร, blessing) is in many Thai names: Siriporn, Supaporn, Pornchai. `allowed` are
 * common names of our students' countries that contain one of its patterns.
 */
export const englishExtra: BannedWords = {
  lang: 'en',
  patterns: ['porno', 'pornhub', 'pornstar', '|pron|', '|idiot|'],
  allowed: [
    // Hindi and Bengali names: Harshit, Darshit, Rakshit, Akshit, Dikshit, Kshitij, Ashit, Shital, Nishit.
    'arshit',
    'kshit',
    'ashit',
    'shital',
    'shitanshu',
    'nishit',
    // Anusha, Anushka, Dhanush.
    'anush',
    // Malay: Hassanal; Indonesian and Filipino: Analisa, Analiza; Arabic names: Assyifa, Assyakur.
    'hassanal',
    'analis',
    'analiz',
    'assy',
    // Indonesian: cumi (squid), a common nickname.
    'cumi',
    // Marathi surname.
    'wankhede',
  ],
};
