/**
 * Every back-office route (admin.md §2 'Full list of admin routes'). Screens link through these
 * helpers rather than spelling paths out.
 */
export const adminPaths = {
  home: '/admin',
  feed: '/admin/feed',
  transactions: '/admin/transactions',
  transaction: (id: string) => `/admin/transactions/${id}`,
  atRisk: '/admin/at-risk',
  transactionsGroups: '/admin/transactions-groups',
  transactionsGroupAdd: '/admin/transactions-groups/add',
  transactionsGroupSuccess: '/admin/transactions-groups/success',
  transactionsGroup: (id: string) => `/admin/transactions-groups/${id}`,
  lawFirms: '/admin/law-firms',
  lawFirm: (id: string) => `/admin/law-firms/${id}`,
  lawyerGroup: (id: string) => `/admin/lawyer-groups/${id}`,
  estateAgents: '/admin/estate-agents',
  estateAgentAdd: '/admin/estate-agents/add',
  estateAgent: (id: string) => `/admin/estate-agents/${id}`,
  estateAgentBrands: '/admin/estate-agent-brands',
  users: '/admin/users',
  admins: '/admin/users/admins',
  user: (id: string) => `/admin/users/${id}`,
  erasureRequests: '/admin/erasure-requests',
  companies: '/admin/companies',
  company: (id: string) => `/admin/companies/${id}`,
  config: '/admin/config',
  jobs: '/admin/jobs',
  security: '/admin/security',
  askCharlie: '/admin/ask-charlie',
} as const;
