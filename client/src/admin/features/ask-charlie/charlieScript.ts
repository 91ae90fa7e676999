/**
 * Ask Charlie (admin.md §2, §9): a demo assistant with canned replies and no server call. The
 * transaction, people and firms below are invented sample content.
 */

/** admin.md §9: Charlie thinks for 5 s, the text changing every 2 s. */
export const CHARLIE_THINKING_MS = 5_000;
export const CHARLIE_THINKING_STEP_MS = 2_000;

export const CHARLIE_THINKING_TEXTS = [
  'Finding the transaction...',
  'Reviewing the solicitors notes...',
  'Considering next steps...',
] as const;

export const CHARLIE_INPUT_LABEL = 'Message Charlie';
export const CHARLIE_DISCLAIMER = 'Charlie can make mistakes...';

export const CHARLIE_SUGGESTIONS = [
  "What's holding up 14 Orchard Row?",
  'Which searches are still outstanding on 14 Orchard Row?',
  "Summarise the solicitors' notes on 14 Orchard Row",
] as const;

export type ReplyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'quote'; text: string };

/** The canned two-step reply: a status summary with an offer, then the draft it offered. */
export const CHARLIE_REPLIES: readonly (readonly ReplyBlock[])[] = [
  [
    { kind: 'paragraph', text: "Here's where 14 Orchard Row, Malvern WR14 3AB stands:" },
    {
      kind: 'list',
      items: [
        'Sale agreed on 3 March at £325,000; legals started on 6 March.',
        "The seller's solicitor (Hollins Marsh LLP) sent the contract pack on 12 March. The buyer's solicitor raised 7 enquiries on 20 March and 5 have been answered.",
        "Still open: who maintains the fence on the left-hand boundary, and the boiler's latest service certificate. Both are waiting on the seller.",
        'Searches: drainage & water and environmental are back and clear. The local authority search is in progress, estimated 14 April.',
        "The buyer's mortgage offer was issued on 28 March.",
      ],
    },
    {
      kind: 'paragraph',
      text: 'The two open enquiries are the quickest win. Would you like me to draft a note asking the seller for them?',
    },
  ],
  [
    { kind: 'paragraph', text: "Here's a draft you could send to the seller:" },
    {
      kind: 'quote',
      text: "Hi Priya, your buyer's solicitor needs two answers before the sale can move towards exchange: who owns and maintains the fence on the left-hand boundary, and a copy of the boiler's most recent service certificate. If you can send both to Hollins Marsh this week, we're on track to exchange in late April, once the local authority search is back.",
    },
    {
      kind: 'paragraph',
      text: "I haven't sent anything. Copy the note into an e-mail when you're happy with it.",
    },
  ],
];
