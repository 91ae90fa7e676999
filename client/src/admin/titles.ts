/** admin.md §2 'Breadcrumb and page titles': titles in title case by default. */

// A word starts after whitespace, a hyphen, a slash or an opening bracket or quote.
const WORD_START = /(^|[\s\-/([{"“‘])(\p{Ll})/gu;

/** Words that are addresses or e-mails keep their case ('jo@example.com', 'www.example.com'). */
const isVerbatim = (word: string): boolean => word.includes('@') || /^(https?:|www\.)/i.test(word);

/**
 * 'transactions groups' → 'Transactions Groups'. Raises the first letter of every word (after a
 * space, hyphen, slash or bracket) and leaves the rest as typed, so acronyms and postcodes keep
 * their capitals ('CSV export', 'BA1 1AA') and nothing is lowered. Letters after an apostrophe
 * stay as they are ("don't", "agent's"). E-mail addresses and web addresses are left alone.
 * Runs of whitespace collapse to one space; the ends are trimmed.
 */
export const toTitleCase = (text: string): string =>
  text
    .trim()
    .split(/\s+/)
    .map((word) =>
      isVerbatim(word)
        ? word
        : word.replace(
            WORD_START,
            (_, before: string, letter: string) => before + letter.toUpperCase(),
          ),
    )
    .join(' ');

/** What the admin title helper shows: title case unless the caller opts out. */
export const adminTitle = (title: string, titleCase = true): string =>
  titleCase ? toTitleCase(title) : title.trim();

/** The browser tab's suffix on every back office page: 'Threshold Admin'. */
export const adminTitleSuffix = (productName: string): string => `${productName} Admin`;
