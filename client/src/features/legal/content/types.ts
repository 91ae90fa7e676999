/**
 * Shared shapes for the legal documents (terms, privacy policy, cookie policy).
 *
 * A paragraph that starts with '• ' is a list item; consecutive list items should be rendered
 * together as one bulleted list.
 */
export type LegalSection = {
  /** Stable kebab-case id, used as the anchor for the sidebar overview. */
  id: string;
  title: string;
  paragraphs: string[];
};

export type LegalDocument = {
  title: string;
  version: string;
  effectiveDate: string;
  lastUpdated?: string;
  intro?: string[];
  sections: LegalSection[];
};

/** Prefix that marks a paragraph as a bulleted list item. */
export const LIST_ITEM_PREFIX = '• ';

export const isListItem = (paragraph: string): boolean => paragraph.startsWith(LIST_ITEM_PREFIX);
