import { Link } from 'react-router';
import { breadcrumbTrail, type BreadcrumbItem } from '@/admin/components/breadcrumbTrail';
import '@/admin/components/adminComponents.css';

type AdminBreadcrumbProps = {
  /** The trail after 'Home', ending with the current page. */
  items: readonly BreadcrumbItem[];
};

/** admin.md §2: a breadcrumb rooted at 'Home' (/admin), at most 10 items. */
export const AdminBreadcrumb = ({ items }: AdminBreadcrumbProps) => {
  const trail = breadcrumbTrail(items);
  return (
    <nav aria-label="Breadcrumb" className="th-admin-breadcrumb">
      <ol>
        {trail.map((item, index) => {
          const isCurrent = index === trail.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {isCurrent || !item.to ? (
                <span aria-current={isCurrent ? 'page' : undefined}>{item.label}</span>
              ) : (
                <Link to={item.to}>{item.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
