import { Flex, Spin } from 'antd';

type FullPageLoaderProps = {
  /** Announced to screen readers and shown under the spinner. */
  label?: string;
};

/** Centred spinner filling the viewport, announced politely as a status. */
export const FullPageLoader = ({ label = 'Loading...' }: FullPageLoaderProps) => (
  <Flex
    role="status"
    aria-live="polite"
    vertical
    align="center"
    justify="center"
    gap={12}
    style={{ minHeight: '60vh', width: '100%' }}
  >
    <Spin size="large" aria-hidden />
    <span>{label}</span>
  </Flex>
);
