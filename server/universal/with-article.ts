/**
 * A word with its English indefinite article, for messages built from a value ("An authorized charge
 * cannot be refunded", "a refund"). By the first letter: the values this is given (statuses, customer
 * types, operations) have no silent h and no vowel read as a consonant.
 */
export function withArticle(word: string, capital = false): string {
  const article = /^[aeiou]/i.test(word) ? "an" : "a";
  return `${capital ? article[0].toUpperCase() + article.slice(1) : article} ${word}`;
}
