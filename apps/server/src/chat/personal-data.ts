/**
 * Personal data a student should not send the buddy: email addresses, phone numbers (Indonesian,
 * Malaysian, Thai and Indian forms, and any run of 9 or more digits with the usual separators) and
 * street addresses (street words of the five languages followed by a name or number, RT/RW, house
 * numbers). Pure: the check runs before anything is stored or sent to a model provider.
 */
export type PersonalDataKind = 'email' | 'phone' | 'address';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;

/** A phone: optional +country code, then 9-15 digits with spaces, dots, dashes or brackets. */
const PHONE = /(?:^|[^\d])(\+?\d[\d\s().-]{7,18}\d)(?!\d)/g;

const ADDRESS = [
  // Indonesian / Malay streets: "Jl. Merdeka 5", "Jalan Ampang No 12", "Lorong 3", "Gang Mawar"
  /\b(?:jl|jln)\.?\s+\p{L}+/iu,
  /\b(?:jalan|lorong|gang|gg\.)\s+\p{L}+[\p{L}\s]{0,30}\b(?:no\.?|nomor|nombor)?\s*\d+/iu,
  /\bRT\s*\.?\s*\d{1,3}\s*\/?\s*RW\s*\.?\s*\d{1,3}\b/i,
  /\b(?:no|nomor|nombor|blok)\.?\s*\d+[a-z]?\s*,?\s*(?:rt|rw|jl|jalan|taman|kampung|kg)\b/i,
  // English: "12 Baker Street", "221B Baker St."
  /\b\d+[a-z]?\s+(?:\p{L}+\s+){1,3}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way)\b\.?/iu,
  // Thai: ถนน (road) / ซอย (lane) / หมู่ (village no.) / บ้านเลขที่ (house number) with a number
  /(?:ถนน|ซอย|ถ\.|ซ\.)\s*\S+/u,
  /(?:บ้านเลขที่|หมู่(?:ที่)?)\s*\d+/u,
  // Hindi: मकान नंबर (house number), गली (lane), मार्ग / रोड (road) with a number or a name
  /(?:मकान\s*(?:नंबर|नं\.?)|गली\s*(?:नंबर|नं\.?)?)\s*\d+/u,
  /\S+\s+(?:मार्ग|रोड)\b/u,
];

function digits(s: string): number {
  return (s.match(/\d/g) ?? []).length;
}

/** 9 to 15 digits: shorter runs are numbers in exercises, longer ones are not phones either. */
function looksLikePhone(candidate: string): boolean {
  const n = digits(candidate);
  return n >= 9 && n <= 15;
}

export function personalDataIn(text: string): PersonalDataKind | null {
  if (EMAIL.test(text)) return 'email';
  for (const m of text.matchAll(PHONE)) if (m[1] && looksLikePhone(m[1])) return 'phone';
  if (ADDRESS.some((re) => re.test(text))) return 'address';
  return null;
}
