import { Divider, Typography } from 'antd';
import type { ReactNode } from 'react';

type FormSectionProps = {
  title: ReactNode;
  children: ReactNode;
  /** A rule above the heading (long onboarding forms). */
  divided?: boolean;
};

/** One titled part of a long form: its heading is an h2 under the page's h1. */
export const FormSection = ({ title, children, divided = false }: FormSectionProps) => (
  <section>
    {divided && <Divider style={{ margin: '8px 0 16px' }} />}
    <Typography.Title
      level={2}
      style={
        divided ? { fontSize: 20, marginTop: 0 } : { fontSize: 20, marginTop: 8, marginBottom: 16 }
      }
    >
      {title}
    </Typography.Title>
    {children}
  </section>
);
