import { Flex } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { AppButton } from '@/shared/ui/AppButton';

/** admin.md §9: the events timeline shows 5 before expanding. */
export const SHOW_MORE_INITIAL_COUNT = 5;

type ShowMoreProps<T> = {
  items: readonly T[];
  initialCount?: number;
  /** 'Show more' by default; the events timeline says 'All events'. */
  moreLabel?: string;
  lessLabel?: string;
  /** Renders the items in view (the first `initialCount`, or all once expanded). */
  children: (visible: readonly T[]) => ReactNode;
};

/** A list that shows its first few items and a toggle for the rest. */
export const ShowMore = <T,>({
  items,
  initialCount = SHOW_MORE_INITIAL_COUNT,
  moreLabel = 'Show more',
  lessLabel = 'Show less',
  children,
}: ShowMoreProps<T>) => {
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
  const canExpand = items.length > initialCount;
  const visible = expanded || !canExpand ? items : items.slice(0, initialCount);
  return (
    <Flex vertical gap={8} align="flex-start">
      <div id={regionId} style={{ width: '100%' }}>
        {children(visible)}
      </div>
      {canExpand && (
        <AppButton
          variant="link"
          size="sm"
          aria-expanded={expanded}
          aria-controls={regionId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? lessLabel : moreLabel}
        </AppButton>
      )}
    </Flex>
  );
};
