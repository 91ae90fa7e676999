import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COOKIE_POLICY_PATH, LIST_ITEM_PREFIX, isListItem } from '@/features/legal/content';

export const PRIVACY_POLICY_PATH = '/privacy-policy';

type LinkTarget = { text: string; render: (key: string) => ReactNode };

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words in the legal copy that become links: the support e-mail and the other legal pages. */
const linkTargets = (supportEmail: string, currentPath?: string): LinkTarget[] => {
  const pageLinks: Array<[string, string]> = [
    [COOKIE_POLICY_PATH, COOKIE_POLICY_PATH],
    [PRIVACY_POLICY_PATH, PRIVACY_POLICY_PATH],
    ['Cookie Policy', COOKIE_POLICY_PATH],
    ['Privacy Policy', PRIVACY_POLICY_PATH],
  ];
  return [
    {
      text: supportEmail,
      render: (key) => (
        <a key={key} href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
      ),
    },
    ...pageLinks
      .filter(([, path]) => path !== currentPath)
      .map(([text, path]) => ({
        text,
        render: (key: string) => (
          <Link key={key} to={path}>
            {text}
          </Link>
        ),
      })),
  ];
};

/** Splits a paragraph into text and links. */
const richText = (text: string, targets: LinkTarget[]): ReactNode[] => {
  if (targets.length === 0) return [text];
  const pattern = new RegExp(`(${targets.map((t) => escapeRegExp(t.text)).join('|')})`, 'g');
  return text.split(pattern).map((part, index) => {
    const target = targets.find((t) => t.text === part);
    return target ? target.render(`link-${index}`) : part;
  });
};

type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Consecutive '• ' paragraphs become one bulleted list (see the content's `types.ts`). */
const toBlocks = (paragraphs: string[]): Block[] =>
  paragraphs.reduce<Block[]>((blocks, paragraph) => {
    if (!isListItem(paragraph)) return [...blocks, { kind: 'paragraph', text: paragraph }];
    const item = paragraph.slice(LIST_ITEM_PREFIX.length);
    const last = blocks.at(-1);
    if (last?.kind === 'list')
      return [...blocks.slice(0, -1), { kind: 'list', items: [...last.items, item] }];
    return [...blocks, { kind: 'list', items: [item] }];
  }, []);

type LegalTextProps = {
  paragraphs: string[];
  supportEmail: string;
  /** The page showing the text: it does not link to itself. */
  currentPath?: string;
};

/** Paragraphs and bulleted lists of a legal document, with e-mail and page references linked. */
export const LegalText = ({ paragraphs, supportEmail, currentPath }: LegalTextProps) => {
  const targets = linkTargets(supportEmail, currentPath);
  return (
    <>
      {toBlocks(paragraphs).map((block, index) =>
        block.kind === 'paragraph' ? (
          <Typography.Paragraph key={index}>{richText(block.text, targets)}</Typography.Paragraph>
        ) : (
          <ul key={index} style={{ marginTop: 0, marginBottom: '1em', paddingInlineStart: 24 }}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex} style={{ marginBottom: 6 }}>
                {richText(item, targets)}
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
};
