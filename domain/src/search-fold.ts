/**
 * Search that forgives accents and case ('proteina' finds 'Proteína', 'jose' finds 'José'): the
 * text and what is searched are both folded by this one map. The api folds columns in SQL with
 * `translate(lower(column), SEARCH_FOLD.from, SEARCH_FOLD.to)`, so both sides agree; the map holds
 * the capitals too because `lower()` leaves them as they are under the C locale.
 */
export const SEARCH_FOLD = {
  from: 'ÁÀÄÂÃáàäâãÉÈËÊéèëêÍÌÏÎíìïîÓÒÖÔÕóòöôõÚÙÜÛúùüûÑñÇç',
  to: 'aaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunncc',
} as const;

const FOLD = new Map([...SEARCH_FOLD.from].map((char, i) => [char, SEARCH_FOLD.to[i]!]));

/** The text as a search compares it: lower case, without accents. */
export function foldForSearch(text: string): string {
  return [...text.toLowerCase()].map((char) => FOLD.get(char) ?? char).join('');
}
