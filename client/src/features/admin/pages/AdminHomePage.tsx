import { Typography } from 'antd';

/** The admin root's default page (admin.md §2); the back office sections link from the top bar. */
export const AdminHomePage = () => (
  <>
    <Typography.Title level={1}>Back office</Typography.Title>
    <Typography.Paragraph>Choose a section from the top bar.</Typography.Paragraph>
  </>
);
