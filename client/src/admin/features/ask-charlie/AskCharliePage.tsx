import { RobotOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Spin, Tag, Typography, type InputRef } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import {
  CHARLIE_DISCLAIMER,
  CHARLIE_INPUT_LABEL,
  CHARLIE_SUGGESTIONS,
  type ReplyBlock,
} from '@/admin/features/ask-charlie/charlieScript';
import {
  useCharlieConversation,
  type ChatMessage,
} from '@/admin/features/ask-charlie/useCharlieConversation';
import '@/admin/list/listKit.css';
import '@/admin/features/ask-charlie/askCharlie.css';

const Reply = ({ blocks }: { blocks: readonly ReplyBlock[] }) => (
  <>
    {blocks.map((block, index) => {
      if (block.kind === 'list') {
        return (
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        );
      }
      if (block.kind === 'quote') return <blockquote key={index}>{block.text}</blockquote>;
      return <p key={index}>{block.text}</p>;
    })}
  </>
);

const Bubble = ({ message }: { message: ChatMessage }) =>
  message.from === 'user' ? (
    <div className="th-charlie-bubble th-charlie-bubble-user">
      <span className="th-charlie-author">You</span>
      <p>{message.text}</p>
    </div>
  ) : (
    <div className="th-charlie-bubble th-charlie-bubble-charlie">
      <span className="th-charlie-author">Charlie</span>
      <Reply blocks={message.blocks} />
    </div>
  );

/**
 * /admin/ask-charlie (admin.md §2 'Ask Charlie demo'): a chat with canned replies and no server
 * call. Reached by its address only: its navigation entry is hidden and disabled.
 */
export const AskCharliePage = () => {
  const { messages, thinking, thinkingText, ended, send, restart } = useCharlieConversation();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<InputRef>(null);
  const logEndRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    logEndRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, thinkingText]);

  const handleSend = (text: string) => {
    if (send(text)) setDraft('');
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    handleSend(draft);
  };

  // The box comes back with a new conversation: put the keyboard in it.
  const restarted = useRef(false);
  const handleRestart = () => {
    restarted.current = true;
    restart();
  };
  useEffect(() => {
    if (ended || !restarted.current) return;
    restarted.current = false;
    inputRef.current?.focus();
  }, [ended]);

  return (
    <Flex vertical style={{ maxWidth: 800, marginInline: 'auto' }}>
      <AdminPageHeader title="Ask Charlie" breadcrumb={[]}>
        <Flex align="center" gap={8}>
          <Tag>Demo</Tag>
          <Typography.Text type="secondary">
            Sample answers about a sample transaction; nothing is looked up or sent.
          </Typography.Text>
        </Flex>
      </AdminPageHeader>
      <Card>
        <Flex vertical gap={16}>
          <div className="th-charlie-log" role="log" aria-label="Conversation with Charlie">
            {messages.length === 0 && (
              <Flex vertical gap={12} align="flex-start">
                <Flex align="center" gap={8}>
                  <RobotOutlined aria-hidden style={{ fontSize: 22 }} />
                  <Typography.Text strong>
                    Ask Charlie about a transaction, or start with a suggestion.
                  </Typography.Text>
                </Flex>
                <ul className="th-chip-group" aria-label="Suggestions">
                  {CHARLIE_SUGGESTIONS.map((suggestion) => (
                    <li key={suggestion}>
                      <button
                        type="button"
                        className="th-chip"
                        onClick={() => handleSend(suggestion)}
                      >
                        {suggestion}
                      </button>
                    </li>
                  ))}
                </ul>
              </Flex>
            )}
            {messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
            {thinking && (
              <div className="th-charlie-bubble th-charlie-bubble-charlie" role="status">
                <Flex align="center" gap={8}>
                  <Spin size="small" aria-hidden />
                  <span>{thinkingText}</span>
                </Flex>
              </div>
            )}
            <div ref={logEndRef} />
          </div>
          {ended ? (
            <Flex align="center" justify="space-between" wrap gap={8}>
              <Typography.Text>That's the end of this demo conversation.</Typography.Text>
              <Button onClick={handleRestart}>Start again</Button>
            </Flex>
          ) : (
            <form onSubmit={handleSubmit}>
              <Flex gap={8}>
                <Input
                  ref={inputRef}
                  aria-label={CHARLIE_INPUT_LABEL}
                  placeholder={CHARLIE_INPUT_LABEL}
                  value={draft}
                  maxLength={500}
                  onChange={(event) => setDraft(event.target.value)}
                />
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<SendOutlined aria-hidden />}
                  disabled={thinking || draft.trim() === ''}
                >
                  Send
                </Button>
              </Flex>
            </form>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {CHARLIE_DISCLAIMER}
          </Typography.Text>
        </Flex>
      </Card>
    </Flex>
  );
};
