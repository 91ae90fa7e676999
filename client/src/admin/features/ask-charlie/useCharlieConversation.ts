import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHARLIE_REPLIES,
  CHARLIE_THINKING_MS,
  CHARLIE_THINKING_STEP_MS,
  CHARLIE_THINKING_TEXTS,
  type ReplyBlock,
} from '@/admin/features/ask-charlie/charlieScript';

export type ChatMessage =
  | { id: number; from: 'user'; text: string }
  | { id: number; from: 'charlie'; blocks: readonly ReplyBlock[] };

/**
 * The demo conversation: each message makes Charlie think for 5 s (the text moving on every
 * 2 s), then answer with the next canned reply. After the last reply the demo has ended until
 * it is started again. Nothing leaves the browser.
 */
export const useCharlieConversation = () => {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [thinkingStep, setThinkingStep] = useState<number | null>(null);
  const nextId = useRef(0);
  const repliesGiven = messages.filter((message) => message.from === 'charlie').length;
  const thinking = thinkingStep !== null;
  const ended = repliesGiven >= CHARLIE_REPLIES.length && !thinking;

  useEffect(() => {
    if (!thinking) return undefined;
    const timers = CHARLIE_THINKING_TEXTS.slice(1).map((_, index) =>
      window.setTimeout(() => setThinkingStep(index + 1), CHARLIE_THINKING_STEP_MS * (index + 1)),
    );
    timers.push(
      window.setTimeout(() => {
        setThinkingStep(null);
        setMessages((current) => {
          const given = current.filter((message) => message.from === 'charlie').length;
          const blocks = CHARLIE_REPLIES[given];
          return blocks ? [...current, { id: nextId.current++, from: 'charlie', blocks }] : current;
        });
      }, CHARLIE_THINKING_MS),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [thinking]);

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (trimmed === '' || thinking || ended) return false;
      setMessages((current) => [...current, { id: nextId.current++, from: 'user', text: trimmed }]);
      setThinkingStep(0);
      return true;
    },
    [thinking, ended],
  );

  const restart = useCallback(() => {
    setMessages([]);
    setThinkingStep(null);
  }, []);

  return {
    messages,
    /** What Charlie is doing, while thinking. */
    thinkingText: thinkingStep === null ? undefined : CHARLIE_THINKING_TEXTS[thinkingStep],
    thinking,
    ended,
    send,
    restart,
  };
};
