/**
 * The demo installation: who signs in, for whom they work, and what they log.
 * Project dates are relative to the day of seeding, so the demo never goes stale.
 */
export const demoTimezone = 'Europe/Amsterdam'

export const demoClients = [
  { name: 'Northwind Traders', email: 'finance@northwind.example' },
  { name: 'Bakkerij de Vries', email: 'info@bakkerijdevries.example' },
  { name: 'Acme Logistics', email: null },
  { name: 'Hourbook Studio', email: null },
]

type DemoProject = {
  client: string
  name: string
  billable?: boolean
  plannedHours?: number
  startsDaysAgo?: number
  endsInDays?: number
  active?: boolean
}

export const demoProjects: DemoProject[] = [
  { client: 'Northwind Traders', name: 'Webshop relaunch', plannedHours: 100 },
  { client: 'Northwind Traders', name: 'Support retainer' },
  { client: 'Bakkerij de Vries', name: 'Ordering app', startsDaysAgo: 40, endsInDays: 50 },
  { client: 'Acme Logistics', name: 'Route planner API' },
  { client: 'Hourbook Studio', name: 'Internal', billable: false },
  { client: 'Acme Logistics', name: 'Fleet portal (legacy)', active: false },
]

export const demoTaskComments: Record<string, string[]> = {
  'Development': [
    'Implemented the checkout flow',
    'Fixed pagination in the order list',
    'Refactored the price calculation',
    'Added validation to the address form',
    'Worked on the search endpoint',
    'Database migration for delivery slots',
  ],
  'Design': [
    'Wireframes for the account pages',
    'Reworked the product detail layout',
    'Icon set and colour tokens',
    'Mobile navigation mock-ups',
  ],
  'Testing': [
    'Regression tests for payments',
    'Tested the release candidate on mobile',
    'Wrote end-to-end tests for sign-up',
  ],
  'Code review': [
    'Reviewed the routing pull requests',
    'Review of the caching changes',
    'Went through the API review comments',
  ],
  'Meetings': ['Weekly stand-up', 'Sprint planning', 'Demo for the client', 'Retrospective'],
  'Project management': [
    'Planning for next sprint',
    'Updated the roadmap',
    'Budget check with finance',
  ],
  'Support': [
    'Answered support tickets',
    'Investigated a failed import',
    'Helped a user reset their account',
  ],
}

export const demoTasks = Object.keys(demoTaskComments)

type DemoConnection = { project: string; task: string; adminOnly?: boolean; active?: boolean }

export const demoConnections: DemoConnection[] = [
  { project: 'Webshop relaunch', task: 'Development' },
  { project: 'Webshop relaunch', task: 'Design' },
  { project: 'Webshop relaunch', task: 'Testing' },
  { project: 'Webshop relaunch', task: 'Meetings' },
  { project: 'Webshop relaunch', task: 'Code review', active: false },
  { project: 'Support retainer', task: 'Support' },
  { project: 'Support retainer', task: 'Meetings' },
  { project: 'Ordering app', task: 'Development' },
  { project: 'Ordering app', task: 'Design' },
  { project: 'Ordering app', task: 'Code review' },
  { project: 'Route planner API', task: 'Development' },
  { project: 'Route planner API', task: 'Code review' },
  { project: 'Route planner API', task: 'Testing' },
  { project: 'Route planner API', task: 'Project management', adminOnly: true },
  { project: 'Internal', task: 'Meetings' },
  { project: 'Internal', task: 'Project management' },
  { project: 'Fleet portal (legacy)', task: 'Support' },
]
